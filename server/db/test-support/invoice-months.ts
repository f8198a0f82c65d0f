import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/*
 * The invoice's kept months (decision 530) checked against the licences they count: by the
 * list-counter tests (after inserts, moves, deletes, compaction, a rollback) and by the upgrade test.
 */

const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Amsterdam', 'YYYY-MM')`);

/** Every publisher, product, Dutch month and kind (activated, ended; ECK started): kept sums equal the licences counted now. */
export async function expectInvoiceMonthsExact(db: Db): Promise<void> {
  const kept = await rowsOf(
    db,
    sql`select publisher_id, product_id, to_char(month, 'YYYY-MM') as month, kind, sum(n)::int as n
      from (select publisher_id, product_id, month, kind, n from tlink_counts_by_invoice_month
        union all select null, product_id, month, 'started', n from eck_counts_by_start_month) as k
      group by 1, 2, 3, 4 having sum(n) <> 0 order by 1 nulls last, 2, 3, 4`,
  );
  const counted = await rowsOf(
    db,
    sql`select publisher_id, product_id, month, kind, count(*)::int as n from (
        select publisher_id, product_id, ${month('activation_date')} as month, 'activated' as kind
          from tlink_licenses where activation_date is not null
        union all select publisher_id, product_id, ${month('end_date')}, 'ended' from tlink_licenses
          where end_date is not null
            and license_state in ('EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION')
        union all select null, product_id, ${month('start_date')}, 'started' from eck_licenses
          where start_date is not null and license_state not in ('RESERVED', 'DESPECIFIED')
      ) as t group by 1, 2, 3, 4 order by 1 nulls last, 2, 3, 4`,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}
