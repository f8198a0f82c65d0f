import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { openTarget } from './harness';

/**
 * The API alone on a port, for the throughput bench (a separate process, so the load generator does
 * not share its event loop): `BENCH_DATABASE_URL=... tsx bench/serve-api.ts <port>`. Serves the same
 * Hono app as server/system.ts does under /api, and prints `READY <token>` (the demo superuser's)
 * once listening.
 */
const port = Number(process.argv[2] ?? 8393);
const url = process.env.BENCH_DATABASE_URL;
const target = await openTarget(url ? { url } : { scale: 0.1 });
const server = createServer(getRequestListener(target.app.fetch));
server.listen(port, '127.0.0.1', () => console.log(`READY ${target.token}`));
const stop = () => server.close(() => void target.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
