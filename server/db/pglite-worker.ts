import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What `pglite-thread.mjs` posts once: ready to accept a connection, or why it could not start. */
type PgliteThreadMessage = { ready: true } | { failed: string };

export type PgliteWorker = {
  /** `pg` connection settings for the worker's Unix socket. */
  connection: { host: string; port: number; user: string; database: string };
  close(): Promise<void>;
};

const PORT = 5432;

/**
 * Starts PGlite on a worker thread behind a wire-protocol socket (decision 330). A worker thread,
 * not a child process: it dies with the server whatever ends it (kill -9 included), so no orphan
 * can hold the data directory while a restarted server opens it.
 */
export async function startPgliteWorker(dataDir: string | undefined, template?: Blob): Promise<PgliteWorker> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The template's bytes are moved to the thread, not copied (tens of MB; each call reads its own).
  const templateBytes = template ? await template.arrayBuffer() : undefined;
  // A private directory (0700) for the socket: only this server's user can connect, no TCP port.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'leskluis-pglite-'));
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    // `pg` reaches a Unix socket as host = its directory, file `.s.PGSQL.<port>`.
    workerData: { dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`), templateBytes },
    transferList: templateBytes ? [templateBytes] : [],
    // Plain JavaScript: the server's own flags (tsx's loader, a test's hooks) stay out of the thread.
    execArgv: [],
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite-thread stopte bij het starten (${code})`)));
      worker.once('message', (message: PgliteThreadMessage) =>
        'ready' in message ? resolve() : reject(new Error(message.failed)),
      );
    });
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on('error', () => {});
  return {
    connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
    async close() {
      worker.postMessage('close');
      await exited;
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
