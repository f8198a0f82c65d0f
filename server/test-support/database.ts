import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database, migrateDatabase } from '../db/connect';
import { migratedTemplate } from './migrated-template';

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-process PGlite by default (on its own thread
 * with TEST_PGLITE_WORKER=true), or a new database on the PostgreSQL server of TEST_DATABASE_URL
 * (created here, dropped by `drop`), so the same API suite runs on every driver.
 */
export async function freshTestDatabase(): Promise<TestDatabase> {
  // PGlite, on either thread, opens an already-migrated copy (decision 690); the migrator still
  // runs on it, finding nothing to do unless a migration came after the copy.
  const database = process.env.TEST_DATABASE_URL
    ? await emptyTestDatabase()
    : await openPglite(await migratedTemplate());
  await migrateDatabase(database);
  return database;
}

/** As `freshTestDatabase`, before any migration: for tests that migrate it themselves. */
export async function emptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const fresh = await freshPostgresDatabase(url);
  const database = await connectDatabase({ url: fresh.url });
  return {
    ...database,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** In-memory PGlite; TEST_PGLITE_WORKER=true: on its own thread behind its socket, as `npm start` runs it. */
async function openPglite(template?: Blob): Promise<TestDatabase> {
  const worker = process.env.TEST_PGLITE_WORKER === 'true';
  const database = await connectDatabase({ dataDir: undefined, worker, template });
  return { ...database, drop: () => database.close() };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (any database on it): its URL, and
 * `drop` to remove it again (with force, so connections still open do not keep it).
 */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `leskluis_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A PostgreSQL server for tests that need one whatever the suite runs on (several instances, LISTEN
 * across pools): TEST_DATABASE_URL's server, else this machine's, started as .ci/run does with
 * `database` as the database the script makes (the test then makes its own beside it).
 */
export function postgresServerUrl(database: string): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const out = execFileSync('bash', ['scripts/start-postgres.sh', database], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.trim().split('\n').at(-1)!;
}
