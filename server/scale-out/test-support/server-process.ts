import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** One instance as `npm run serve` runs it: its own Node process, its log lines kept for the test. */
export type ServerProcess = {
  url: string;
  /** Every JSON log line it wrote, parsed. */
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
};

/** Starts server/main.ts with `env` on a free port; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const listening = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'Leskluis Beheer listening') resolve(entry.port as number);
    });
  });
  const port = await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
