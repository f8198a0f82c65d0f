import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { organisations } from '../../db/schema/organisations';
import { seedOrganisations } from '../../seed/organisations';
import { seededFaker } from '../../seed/random';
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

const TRIGRAM_INDEXES = [
  'organisations_lower_name_trgm_idx',
  'organisations_lower_esn_trgm_idx',
  'organisations_lower_city_trgm_idx',
];

/** The plan of the search `q`'s matches, as EXPLAIN prints it (after `setting`, if any). */
async function searchPlan(q: string, setting?: ReturnType<typeof sql>) {
  return database.db.transaction(async (tx) => {
    if (setting) await tx.execute(setting);
    const query = tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(organisationConditions({ q }))
      .getSQL();
    const result = await tx.execute(sql`explain ${query}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });
}

describe('organisation search indexes (decisions 555, 740)', () => {
  it('answers name, ESN and city contains and the exact BRIN of q= with an index each', async () => {
    const plan = await searchPlan('02la', sql`set local enable_seqscan = off`);
    for (const index of [...TRIGRAM_INDEXES, 'organisations_upper_brin_idx'])
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
  });

  // Decision 740: a GIN index's pending list is merged by VACUUM, which PGlite never runs, and the
  // organisations' entries never fill the 4 MB that makes an insert merge it; with the whole index
  // in its list the planner (rightly) priced the indexes above scanning the table with lower() of
  // name, ESN and city. Written directly, the demo's schools are searched through the indexes.
  it('keeps no pending list, so a BRIN among the demo’s 2,020 organisations is found by the indexes', async () => {
    const { schools } = await seedOrganisations(database.db, seededFaker(20260901), 2000);
    await database.db.execute(sql`analyze organisations`);
    const plan = await searchPlan(schools[1234]!.brin.toLowerCase());
    expect(plan).not.toContain('Seq Scan');
    for (const index of [...TRIGRAM_INDEXES, 'organisations_upper_brin_idx'])
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    // gin_clean_pending_list merges a list and returns its pages: none to merge.
    const pending = await rowsOf<{ name: string; pages: number }>(
      database.db,
      sql`select c.relname as name, gin_clean_pending_list(c.oid::regclass)::int as pages
            from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
           where i.indrelid = 'organisations'::regclass and a.amname = 'gin' order by 1`,
    );
    expect(pending).toHaveLength(5);
    expect(pending.filter((index) => index.pages > 0)).toEqual([]);
  }, 60_000);
});
