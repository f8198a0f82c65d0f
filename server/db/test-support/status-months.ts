import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/*
 * The status overview's months (decision 410) checked against the licences they count: by the
 * list-counter tests (after inserts, moves, deletes, compaction, a rollback) and by the upgrade test.
 */

const ORDER = sql`order by publisher_id nulls last, product_id, created_month`;

/** Every publisher, product and Dutch month: the kept sums equal the licences counted now. */
export async function expectStatusMonthsExact(db: Db): Promise<void> {
  const kept = await rowsOf(
    db,
    sql`select publisher_id, product_id, to_char(created_month, 'YYYY-MM-DD') as month,
        sum(available)::int as available, sum(active)::int as active, sum(inactive)::int as inactive, sum(n)::int as n
      from tlink_counts_by_product_month group by publisher_id, product_id, created_month
      having sum(n) <> 0 ${ORDER}`,
  );
  const counted = await rowsOf(
    db,
    sql`select publisher_id, product_id, to_char(created_month, 'YYYY-MM-DD') as month,
        (count(*) filter (where license_state = 'AVAILABLE'))::int as available,
        (count(*) filter (where license_state = 'ACTIVE'))::int as active,
        (count(*) filter (where license_state in ('REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'EXPIRED')))::int as inactive,
        count(*)::int as n
      from (select *, date_trunc('month', created_at at time zone 'Europe/Amsterdam')::date as created_month
        from tlink_licenses) as t
      group by publisher_id, product_id, created_month ${ORDER}`,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}
