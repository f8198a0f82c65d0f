import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/organisations';
import { freshTestDatabase, type TestDatabase } from '../../test-support/database';
import { organisationConditions } from './repository';

/**
 * The palette's BRIN lookup is GET /api/organisations?q=: each of its four tests must be answered by
 * an index of migration 0018 (decision 555), else every call reads all organisations twice. An
 * index answers only the exact expression it was made on, so this fails when the condition's SQL
 * and the indexes drift apart. Sequential scans are switched off so the empty table's plan shows
 * which indexes fit at all.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase();
}, 120_000);
afterAll(async () => database?.drop());

describe('organisation search indexes (decision 555)', () => {
  it('answers name, ESN and city contains and the exact BRIN of q= with an index each', async () => {
    const where = organisationConditions({ q: '02la' });
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: organisations.id }).from(organisations).where(where).getSQL();
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    for (const index of [
      'organisations_lower_name_trgm_idx',
      'organisations_lower_esn_trgm_idx',
      'organisations_upper_brin_idx',
      'organisations_lower_city_trgm_idx',
    ])
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
  });
});
