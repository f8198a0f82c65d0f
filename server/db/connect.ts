import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type AuthChanges, authChangesOfPglite, authChangesOfPool } from './auth-changes';
import { startPgliteWorker } from './pglite-worker';
import { TurnTakingPool } from './turn-taking-pool';

/** One database type for both drivers: every repository is written against this. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  /** 'pglite-worker': PGlite on its own thread, reached through `pg` like a server (decision 330). */
  driver: 'pglite' | 'pglite-worker' | 'postgres';
  /** What this instance hears of changes to what the administrator check reads (decision 739). */
  authChanges(): AuthChanges;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type ConnectOptions =
  /** `listenUrl`: where the instance listens for auth changes, when not `url` (decision 739). */
  | { url: string; listenUrl?: string }
  /**
   * `dataDir` undefined keeps PGlite in memory (tests). `worker` runs it on its own thread behind a
   * wire-protocol socket, as the server does; without it PGlite runs in this thread (API tests, seed CLI).
   * `template`, on either: a `dumpDataDir` tarball the new database starts as (tests, decision 690).
   */
  | { dataDir: string | undefined; worker?: boolean; template?: Blob };

/** Opens PGlite (embedded, with the pg_trgm extension loaded) or a PostgreSQL pool; `migrateDatabase` makes the schema. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if ('url' in options)
    return openPostgres({ connectionString: options.url, max: 10 }, 'postgres', pg.Pool, options.listenUrl);
  return options.worker
    ? openPgliteWorker(options.dataDir, options.template)
    : openPglite(options.dataDir, options.template);
}

async function openPgliteWorker(dataDir: string | undefined, template?: Blob): Promise<Database> {
  const worker = await startPgliteWorker(dataDir, template);
  // One connection: PGlite runs one statement at a time anyway, and a second connection could
  // interleave its extended-protocol messages with the first's in the one PGlite session.
  // Lookups go before reports and export jobs waiting for it (decision 333).
  const database = await openPostgres({ ...worker.connection, max: 1 }, 'pglite-worker', TurnTakingPool);
  return {
    ...database,
    async close() {
      await database.close();
      await worker.close();
    },
  };
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
    loadDataDir: template,
  });
  const db = drizzlePglite({ client });
  const authChanges = authChangesOfPglite(client);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    authChanges: authChanges.start,
    async close() {
      await authChanges.close();
      await client.close();
    },
  };
}

async function openPostgres(
  settings: pg.PoolConfig,
  driver: Database['driver'],
  Pool: typeof pg.Pool = pg.Pool,
  listenUrl?: string,
): Promise<Database> {
  // On the embedded database the pool's one connection is the only way in (decision 739).
  const authChanges = authChangesOfPool(
    driver === 'postgres' ? (listenUrl ? { connectionString: listenUrl } : settings) : null,
  );
  const pool = new Pool({ ...settings, onConnect: authChanges.onConnect });
  // An idle connection the server ends (restart, failover, pg_terminate_backend) is reported here;
  // without a listener Node ends the process. The pool drops it and opens a fresh one (decision 112).
  pool.on('error', () => {});
  // A connection lost while checked out (in a transaction) errors on the client itself; the running
  // query rejects with the same error, so the listener only keeps Node from ending the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    driver,
    authChanges: authChanges.start,
    async close() {
      await authChanges.close();
      await pool.end();
    },
  };
}

/**
 * Brings the schema up to date with drizzle's migrator, and does nothing else: every table,
 * extension, function and trigger is a migration in `migrations/` (decision 262). Safe on every start.
 */
const pgliteMigrations = new WeakMap<Database, Promise<void>>();

export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pglite') {
    // In-process PGlite is one process's: the only concurrent start is a second call on this same
    // database, which waits for the first instead of running the migrations again.
    const running =
      pgliteMigrations.get(database) ??
      // biome-ignore lint/suspicious/noExplicitAny: the migrators are typed per driver; the instance is the right one.
      migratePglite(database.db as any, { migrationsFolder: folder }).finally(() =>
        pgliteMigrations.delete(database),
      );
    pgliteMigrations.set(database, running);
    return running;
  }
  // Instances starting at once on one database migrate one after the other: the first applies the
  // new migrations, the others then find nothing to do (without the lock both would run them, and
  // the second fail on a table the first made). A session lock, so the migrator runs on this client.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let lost = false;
  try {
    await client.query(`select pg_advisory_lock(hashtext('leskluis_migrations'))`);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    // A lost connection took its lock with it; it is discarded, not returned to the pool.
    await client.query(`select pg_advisory_unlock(hashtext('leskluis_migrations'))`).catch(() => {
      lost = true;
    });
    client.release(lost);
  }
}
