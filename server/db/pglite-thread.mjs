// The embedded database's own thread (decision 330): PGlite and a PostgreSQL wire-protocol server
// on a Unix socket, so the WebAssembly engine never runs on the HTTP event loop. The main thread
// talks to it with the same `pg` driver as to a PostgreSQL server (`pglite-worker.ts` starts it).
// Plain JavaScript: Node 20 does not apply tsx's loader to a worker's entry file.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | undefined; socketPath: string; templateBytes: ArrayBuffer | undefined }} */
const { dataDir, socketPath, templateBytes } = workerData;
const parent = parentPort;
if (!parent) throw new Error('pglite-thread runs as a worker thread only');

try {
  const db = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
    // A `dumpDataDir` tarball the database starts as (tests: the migrated copy, decision 690).
    loadDataDir: templateBytes ? new Blob([templateBytes]) : undefined,
  });
  // One connection: PGlite is one session, and the socket server's multiplexer may run one
  // connection's extended-protocol messages (Parse, Bind, Execute) between another's.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parent.on('message', async (message) => {
    if (message !== 'close') return;
    // Connections first (an open transaction is rolled back), then PGlite flushes its directory.
    await server.stop();
    await db.close();
    // In a worker, process.exit ends this thread, not the server.
    process.exit(0);
  });
  parent.postMessage({ ready: true });
} catch (error) {
  parent.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
