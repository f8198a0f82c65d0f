import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../connect';
import { rowsOf } from '../rows';

/*
 * The groups of Licenties per school (decision 320) checked against the licences they count: by
 * the list-counter tests (after inserts, moves, deletes, a rollback) and by the upgrade test.
 */

const COUNTED = sql`select organisation_id, distributor_id, product_id,
    (count(*) filter (where license_state = 'AVAILABLE'))::int as available,
    (count(*) filter (where license_state = 'ACTIVE'))::int as active,
    (count(*) filter (where creation_method = 'SERVICE'))::int as service,
    count(*)::int as total,
    (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'AVAILABLE'))::int as bp_available,
    (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'ACTIVE'))::int as bp_active,
    (count(*) filter (where creation_method = 'BASISPOORT'))::int as bp_total
  from tlink_licenses where organisation_id is not null
  group by organisation_id, distributor_id, product_id`;

const ORDER = sql`order by organisation_id, distributor_id nulls last, product_id`;

/** Every kept group with licences equals the licences counted now, and each school's number of groups too. */
export async function expectSchoolGroupsExact(db: Db): Promise<void> {
  const kept = await rowsOf(
    db,
    sql`select organisation_id, distributor_id, product_id, available, active, service, total,
        bp_available, bp_active, bp_total
      from tlink_counts_by_school_group where (available, active, service, total, bp_available, bp_active, bp_total)
        <> (0, 0, 0, 0, 0, 0, 0) ${ORDER}`,
  );
  const counted = await rowsOf(db, sql`${COUNTED} ${ORDER}`);
  expect(kept.length).toBe(counted.length);
  expect(kept).toEqual(counted);
  const keptTotals = await rowsOf(
    db,
    sql`select organisation_id, groups, bp_groups from tlink_group_counts_by_school
      where groups <> 0 or bp_groups <> 0 order by organisation_id`,
  );
  const countedTotals = await rowsOf(
    db,
    sql`select organisation_id, count(*)::int as groups, (count(*) filter (where bp_total > 0))::int as bp_groups
      from (${COUNTED}) as counted group by organisation_id order by organisation_id`,
  );
  expect(keptTotals).toEqual(countedTotals);
}
