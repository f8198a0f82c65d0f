import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installListCounters } from './counters/list-counters';
import { installFamilyNames } from './derived/family-names';
import { installLicencePublisher } from './derived/licence-publisher';
import { installLogEntryPublishers } from './derived/log-entry-publishers';

/** One database type for both drivers: every repository is written against this. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type ConnectOptions =
  | { url: string }
  /** `dataDir` undefined keeps PGlite in memory (tests). */
  | { dataDir: string | undefined };

/** Opens PGlite (embedded) or a PostgreSQL pool, creates the extensions and runs the migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const database = 'url' in options ? await openPostgres(options.url) : await openPglite(options.dataDir);
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  return database;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, pg_terminate_backend) is reported here;
  // without a listener Node ends the process. The pool drops it and opens a fresh one (decision 112).
  pool.on('error', () => {});
  // A connection lost while checked out (in a transaction) errors on the client itself; the running
  // query rejects with the same error, so the listener only keeps Node from ending the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

/** Brings the schema up to date; safe to run on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  if (database.driver === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrators are typed per driver; the instance is the right one.
    await migratePglite(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migratePg(database.db as any, { migrationsFolder });
  }
  await installLicencePublisher(database.db);
  await installFamilyNames(database.db);
  await installLogEntryPublishers(database.db);
  await installListCounters(database.db);
}
