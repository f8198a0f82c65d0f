import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusOverview } from '../../areas/license-overviews/status-overview';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { rowsOf } from '../rows';
import { settleListCountersAfterBulkLoad } from './list-counters';

/**
 * After the demo seed the server settles the counters at start-up (decision 557): the kept months
 * of the status overview are folded to one row per key and rewritten to their live rows, and every
 * number the overview shows is the same as before.
 */
const database = seededTestDatabase(0.01);

const MONTHS = 'tlink_counts_by_product_month';
const pages = async (table: string) =>
  (
    await rowsOf<{ pages: number }>(
      database().db,
      sql`select (pg_relation_size(${table}::regclass) / 8192)::int as pages`,
    )
  )[0]!.pages;

/**
 * On PostgreSQL, waits until no other session of this database holds a snapshot (autovacuum
 * analysing the freshly seeded tables does, under load): VACUUM FULL must keep every row such a
 * snapshot may still see, so the rewrite would keep the notes' dead rows for a reason outside the
 * code under test. PGlite has one session and no autovacuum: nothing to wait for.
 */
async function untilNoOtherSnapshot(): Promise<void> {
  const others = sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null`;
  for (let tries = 0; tries < 100; tries++) {
    const [row] = await rowsOf<{ n: number }>(database().db, others);
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('settling the list counters after a bulk load (decision 557)', () => {
  it('rewrites the notes of the settles at commit, which the seed left as dead rows, to nothing (decisions 595, 635)', async () => {
    const db = database().db;
    const notes = ['tlink_school_group_deltas', 'tlink_school_groups_touched', 'order_stock_line_deltas'];
    const before = await Promise.all(notes.map(pages));
    expect(before.some((size) => size > 0)).toBe(true);

    await untilNoOtherSnapshot();
    await settleListCountersAfterBulkLoad(db);

    expect(await Promise.all(notes.map(pages))).toEqual(notes.map(() => 0));
  });

  it('folds and rewrites the kept months without changing a status overview number', async () => {
    const db = database().db;
    const year = { fromDate: '2020-01-01', toDate: '2030-01-01' };
    const before = await statusOverview(db, year);
    expect(before.length).toBeGreaterThan(0);

    await settleListCountersAfterBulkLoad(db);

    expect(await statusOverview(db, year)).toEqual(before);
    const [keys] = await rowsOf<{ rows: number; keys: number }>(
      db,
      sql`select count(*)::int as rows, count(distinct (publisher_id, product_id, created_month))::int as keys
        from tlink_counts_by_product_month`,
    );
    expect(keys!.rows).toBe(keys!.keys);
    // Rewritten: no larger than a fresh copy of its rows.
    await db.execute(sql.raw(`create table settled_copy as select * from ${MONTHS}`));
    expect(await pages(MONTHS)).toBeLessThanOrEqual(await pages('settled_copy'));
  });
});
