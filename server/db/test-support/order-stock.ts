import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/*
 * The kept order stock (decision 415) checked against the order lines and licences it counts: by
 * the list-counter tests (after inserts, moves, deletes, a rollback) and by the upgrade test.
 */

const KEYS = 'all_years, school_year_id, contract_id, distributor_id, product_id';
const ORDER = sql.raw(`order by ${KEYS.replaceAll(',', ' nulls last,')} nulls last`);

/** Every kept stock line (over all years and per year) equals its order lines summed now, with its product's title and publisher. */
async function expectStockLinesExact(db: Db): Promise<void> {
  const kept = await rowsOf(
    db,
    sql`select ${sql.raw(KEYS)}, product_title, publisher_id, ordered::bigint::text as ordered, lines
      from order_stock_lines where lines > 0 ${ORDER}`,
  );
  const counted = await rowsOf(
    db,
    sql`select ${sql.raw(KEYS)}, p.title as product_title, p.organisation_id as publisher_id, ordered, lines
      from (
        select true as all_years, 0 as school_year_id, contract_id, distributor_id, product_id,
          sum(amount)::bigint::text as ordered, count(*)::int as lines
        from order_details group by contract_id, distributor_id, product_id
        union all
        select false, school_year_id, contract_id, distributor_id, product_id, sum(amount)::bigint::text, count(*)::int
        from order_details group by school_year_id, contract_id, distributor_id, product_id
      ) as counted join products p on p.id = counted.product_id ${ORDER}`,
  );
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

/** The activation codes per product, distributor and contract equal the ACTIVERINGSCODE licences counted now. */
async function expectActivationCodesExact(db: Db): Promise<void> {
  const order = sql`order by 1, 2 nulls last, 3 nulls last`;
  const kept = await rowsOf(
    db,
    sql`select product_id, distributor_id, school_contract_reference_id, sum(n)::int as n
      from tlink_activation_code_counts group by 1, 2, 3 having sum(n) <> 0 ${order}`,
  );
  const counted = await rowsOf(
    db,
    sql`select product_id, distributor_id, school_contract_reference_id, count(*)::int as n
      from tlink_licenses where creation_method = 'ACTIVERINGSCODE' group by 1, 2, 3 ${order}`,
  );
  expect(kept).toEqual(counted);
}

export async function expectOrderStockExact(db: Db): Promise<void> {
  await expectStockLinesExact(db);
  await expectActivationCodesExact(db);
}
