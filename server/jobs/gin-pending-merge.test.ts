import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { mergeGinPendingLists } from './gin-pending-merge';

/**
 * Decision 742: the embedded database has no autovacuum to merge GIN pending lists; the job merges
 * them, and a second run finds nothing left.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(() => database?.drop());

describe('merging GIN pending lists', () => {
  it('merges the family names that 2,000 new accounts left pending, then finds nothing left', async () => {
    await mergeGinPendingLists(database.db);
    await database.db.execute(sql`insert into accounts (email, first_name, family_name, updated_at)
      select 'gin' || g || '@example.nl', 'Voornaam', 'Achternaam ' || md5(g::text), now()
      from generate_series(1, 2000) g`);
    const merged = await mergeGinPendingLists(database.db);
    expect(merged).toContainEqual({ index: 'account_family_names_trgm_idx', pages: expect.any(Number) });
    expect(merged.find((row) => row.index === 'account_family_names_trgm_idx')!.pages).toBeGreaterThan(0);
    expect(await mergeGinPendingLists(database.db)).toEqual([]);
  });
});
