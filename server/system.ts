import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildApp } from './app';
import type { Config } from './config';
import { connectDatabase, type Database, migrateDatabase } from './db/connect';
import { createTokenVerifier } from './http/tokens';
import { ACCOUNT_ENDPOINT_PREFIXES } from './idp/account-endpoints';
import { loadOrCreateKeys, publicJwks } from './idp/keys';
import { createIdentityProvider, type IdentityProvider } from './idp/provider';
import { createCounterCompaction } from './jobs/counter-compaction';
import { removeExportFilesLeftOnDisk } from './jobs/export-disk-leftovers';
import { createExportWorker, exportPageSize } from './jobs/export-worker';
import { createGinPendingMerge } from './jobs/gin-pending-merge';
import { createLicenseMessageOutbox, transportFromEnv } from './jobs/license-message-outbox';
import { createPriusOutbox } from './jobs/prius-outbox';
import type { Logger } from './logger';
import { seedDemoIfEmpty } from './seed/demo';
import { serveConsole } from './static';

export type System = {
  server: http.Server;
  database: Database;
  idp: IdentityProvider | undefined;
  url: string;
  close(): Promise<void>;
};

/**
 * `asItIs`: serve the database as it is, for the browser bench on a shared scale database
 * (bench/browser/scale-server.ts): no migration or seed, and no background jobs (export worker,
 * outboxes, counter compaction), so only sign-ins and sessions are written.
 */
export type StartOptions = { asItIs?: boolean };

/** Opens the database, mounts API, identity provider and console on one HTTP server, and listens. */
export async function startSystem(
  config: Config,
  logger: Logger,
  existing?: Database,
  options: StartOptions = {},
): Promise<System> {
  const database =
    existing ??
    (await connectDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, listenUrl: config.databaseListenUrl }
        : { dataDir: config.dataDir, worker: true },
    ));
  if (!options.asItIs) {
    await migrateDatabase(database);
    if (config.seedDemo) await seedDemoIfEmpty(database.db, logger);
  }

  let idp: IdentityProvider | undefined;
  let verifier: ReturnType<typeof createTokenVerifier>;
  if (config.embeddedIdp) {
    const keys = await loadOrCreateKeys(database.db);
    idp = await createIdentityProvider({ config, db: database.db, logger, keys });
    verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(idp!.keys()) });
  } else {
    verifier = createTokenVerifier(config, { kind: 'remote' });
  }

  // One transport for the outbox and the retry action, so both deliver the same way.
  const licenseMessageTransport = transportFromEnv(process.env, logger);
  const app = buildApp({ config, database, verifier, logger, licenseMessageTransport });
  serveConsole(app, config);
  const honoListener = getRequestListener(app.fetch);
  const idpHandler = idp?.handler;

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const isAccountEndpoint = ACCOUNT_ENDPOINT_PREFIXES.some((prefix) => url.startsWith(prefix));
    if (
      idpHandler &&
      !isAccountEndpoint &&
      (url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?'))
    ) {
      idpHandler(req, res);
      return;
    }
    void honoListener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // A clean-up of old files never keeps the server from starting (a read-only or foreign mount).
  const leftOnDisk = await removeExportFilesLeftOnDisk(config.dataDir).catch((err: unknown) => {
    logger.warn({ err }, 'export files left on disk not removed');
    return 0;
  });
  if (leftOnDisk > 0) logger.info({ files: leftOnDisk }, 'export files left on disk removed');
  const exportWorker = createExportWorker({
    db: database.db,
    logger,
    workers: config.exportWorkers,
    run: { pageSize: exportPageSize(database.driver) },
  });
  const priusOutbox = createPriusOutbox({ db: database.db, logger });
  const licenseMessageOutbox = createLicenseMessageOutbox({
    db: database.db,
    logger,
    transport: licenseMessageTransport,
  });
  const counterCompaction = createCounterCompaction({ db: database.db, logger });
  // PostgreSQL's autovacuum merges GIN pending lists; PGlite has none (decision 742).
  const ginPendingMerge =
    database.driver === 'postgres' ? null : createGinPendingMerge({ db: database.db, logger });
  const jobs = [exportWorker, priusOutbox, licenseMessageOutbox, counterCompaction, ginPendingMerge];
  if (!options.asItIs) for (const job of jobs) job?.start();
  const { port } = server.address() as AddressInfo;
  logger.info({ port, driver: database.driver, issuer: config.issuer }, 'Leskluis Beheer listening');

  return {
    server,
    database,
    idp,
    url: `http://localhost:${port}`,
    async close() {
      for (const job of jobs) await job?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!existing) await database.close();
    },
  };
}
