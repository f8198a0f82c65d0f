import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../idp/keys';
import { freshPostgresDatabase } from '../test-support/database';
import { connectDatabase, type Database, migrateDatabase } from './connect';
import { rowsOf } from './rows';

/**
 * Instances that start at once on a new database (a deployment of N replicas) make one schema and
 * one set of provider keys between them. On PostgreSQL (TEST_DATABASE_URL) two pools, as two
 * instances; on PGlite two starts in one process, which interleave statement by statement.
 */
let a: Database;
let b: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const fresh = await freshPostgresDatabase(server);
    a = await connectDatabase({ url: fresh.url });
    b = await connectDatabase({ url: fresh.url });
    drop = async () => {
      await a.close();
      await b.close();
      await fresh.drop();
    };
  } else {
    a = await connectDatabase({ dataDir: undefined });
    b = a;
    drop = () => a.close();
  }
}, 120_000);
afterAll(() => drop?.());

describe('instances starting at once on a new database', () => {
  it('migrate it once between them, and both start', async () => {
    await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
    const [row] = await rowsOf<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const [again] = await rowsOf<{ n: number }>(
      b.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(again!.n).toBe(row!.n);
  }, 120_000);

  it('make one signing key and one cookie key, which both load', async () => {
    const [first, second] = await Promise.all([loadOrCreateKeys(a.db), loadOrCreateKeys(b.db)]);
    expect(first.signingKeys.map((key) => key.kid)).toEqual(second.signingKeys.map((key) => key.kid));
    expect(first.signingKeys).toHaveLength(1);
    expect(first.cookieKeys).toEqual(second.cookieKeys);
    expect(first.cookieKeys).toHaveLength(1);
  });
});
