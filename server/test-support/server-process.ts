import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CRASH_HOOK = fileURLToPath(new URL('./crash-point.mjs', import.meta.url));

/** One instance as `npm start` runs it: its own Node process, its log lines kept for the test. */
export type ServerProcess = {
  url: string;
  /** Every JSON log line it wrote, parsed. */
  logs: Record<string, unknown>[];
  /** With `crashAfter`: resolves when the process hangs after that statement (crash-point.mjs). */
  crashPoint: Promise<void>;
  /** SIGKILL, as `kill -9`: no handler runs, nothing is flushed or closed. */
  kill9(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
};

/**
 * Starts server/main.ts with `env` on a free port (embedded PGlite on its worker thread unless
 * DATABASE_URL is set); resolves once it listens. With `crashAfter` the process hangs after the
 * first statement containing that text, for a crash test to kill it there (decision 331).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { crashAfter?: string } = {},
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', CRASH_HOOK, 'server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        ...env,
        CRASH_AFTER: options.crashAfter ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = once(child, 'exit');
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let reachedCrashPoint = () => {};
  const crashPoint = new Promise<void>((resolve) => {
    reachedCrashPoint = resolve;
  });
  const listening = new Promise<number>((resolve, reject) => {
    void exited.then(([code]) => reject(new Error(`server exited (${code}) before listening:\n${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'CRASH-POINT') reachedCrashPoint();
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'Leskluis Beheer listening') resolve(entry.port as number);
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${await listening}`,
    logs,
    crashPoint,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
