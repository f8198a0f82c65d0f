import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../connect';
import {
  schoolGroupsByDistributorPublisherCounter,
  schoolGroupsByProductCounter,
  schoolGroupsByProductSchoolCounter,
  schoolGroupsByPublisherTotalCounter,
  schoolGroupsByTotalCounter,
  schoolGroupsByTypeCounter,
} from '../counters/list-counters';
import { rowsOf } from '../rows';

/*
 * The groups of Licenties per school (decision 320) checked against the licences they count: by
 * the list-counter tests (after inserts, moves, deletes, a rollback) and by the upgrade test.
 */

const COUNTED = sql`select organisation_id, distributor_id, product_id, publisher_id,
    (count(*) filter (where license_state = 'AVAILABLE'))::int as available,
    (count(*) filter (where license_state = 'ACTIVE'))::int as active,
    (count(*) filter (where creation_method = 'SERVICE'))::int as service,
    count(*)::int as total,
    (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'AVAILABLE'))::int as bp_available,
    (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'ACTIVE'))::int as bp_active,
    (count(*) filter (where creation_method = 'BASISPOORT'))::int as bp_total
  from tlink_licenses where organisation_id is not null
  group by organisation_id, distributor_id, product_id, publisher_id`;

const ORDER = sql`order by organisation_id, distributor_id nulls last, product_id, publisher_id nulls last`;

/** Every kept group with licences equals the licences counted now, and the number of groups per school and distributor and per school and publisher too. */
export async function expectSchoolGroupsExact(db: Db): Promise<void> {
  const kept = await rowsOf(
    db,
    sql`select organisation_id, distributor_id, product_id, publisher_id, available, active, service, total,
        bp_available, bp_active, bp_total
      from tlink_counts_by_school_group where (available, active, service, total, bp_available, bp_active, bp_total)
        <> (0, 0, 0, 0, 0, 0, 0) ${ORDER}`,
  );
  const counted = await rowsOf(db, sql`${COUNTED} ${ORDER}`);
  expect(kept.length).toBe(counted.length);
  expect(kept).toEqual(counted);
  for (const key of ['distributor_id', 'publisher_id']) {
    const column = sql.raw(key);
    const kept = await rowsOf(
      db,
      sql.raw(`select organisation_id, ${key}, groups, bp_groups from tlink_group_counts_by_school_${key.replace('_id', '')}
        where groups <> 0 or bp_groups <> 0 order by organisation_id, ${key} nulls last`),
    );
    const counted = await rowsOf(
      db,
      sql`select organisation_id, ${column}, count(*)::int as groups, (count(*) filter (where bp_total > 0))::int as bp_groups
        from (${COUNTED}) as counted group by organisation_id, ${column} order by organisation_id, ${column} nulls last`,
    );
    expect(kept, key).toEqual(counted);
  }
  await expectGroupBucketsExact(db);
  await expectCreatedRangesKeptExact(db);
}

/** The repeats and school months of migration 0019 (decision 550) equal those counted from the licences now. */
async function expectCreatedRangesKeptExact(db: Db): Promise<void> {
  const columns = sql`organisation_id, distributor_id, product_id, publisher_id, basispoort, created_at, prev_created_at`;
  const order = sql`order by basispoort, organisation_id, distributor_id nulls last, product_id, publisher_id nulls last, created_at, prev_created_at`;
  const kept = await rowsOf(db, sql`select ${columns} from tlink_school_group_repeats ${order}`);
  const counted = await rowsOf(
    db,
    sql`select ${columns} from (select t.*, b.basispoort, lag(t.created_at) over (
        partition by b.basispoort, t.organisation_id, t.distributor_id, t.product_id, t.publisher_id order by t.created_at, t.id) as prev_created_at
      from tlink_licenses t cross join (values (false), (true)) as b (basispoort)
      where t.organisation_id is not null and (not b.basispoort or t.creation_method = 'BASISPOORT')) as chained
      where prev_created_at is not null ${order}`,
  );
  expect(kept, 'repeats').toEqual(counted);
  const month = sql`date_trunc('month', created_at at time zone 'Europe/Amsterdam')::date`;
  for (const [table, keys] of [
    ['tlink_counts_by_school_month', 'month, organisation_id'],
    ['tlink_counts_by_publisher_school_month', 'month, publisher_id, organisation_id'],
  ] as const) {
    const keyed = sql.raw(keys);
    const kept = await rowsOf(
      db,
      sql`select ${keyed}, sum(n)::int as n, sum(bp)::int as bp from ${sql.raw(table)} group by ${keyed}
        having sum(n) <> 0 order by ${keyed}`,
    );
    const counted = await rowsOf(
      db,
      sql`select ${keyed}, count(*)::int as n, (count(*) filter (where creation_method = 'BASISPOORT'))::int as bp
        from (select *, ${month} as month from tlink_licenses where organisation_id is not null) as t
        group by ${keyed} order by ${keyed}`,
    );
    expect(kept, table).toEqual(counted);
  }
}

/** The counters of decision 411, each summed per its keys, equal the kept groups counted per the same keys. */
async function expectGroupBucketsExact(db: Db): Promise<void> {
  // A group's licence type is its product's licence model's (none: not counted by type).
  const groups = sql`select g.*, lm.license_type from (
      select organisation_id, distributor_id, product_id, publisher_id, false as basispoort, total
        from tlink_counts_by_school_group where total > 0
      union all select organisation_id, distributor_id, product_id, publisher_id, true, bp_total
        from tlink_counts_by_school_group where bp_total > 0) as g
    left join license_models lm on lm.product_id = g.product_id`;
  for (const { table, keys } of [
    schoolGroupsByTotalCounter,
    schoolGroupsByPublisherTotalCounter,
    schoolGroupsByProductCounter,
    schoolGroupsByDistributorPublisherCounter,
    schoolGroupsByTypeCounter,
    schoolGroupsByProductSchoolCounter,
  ]) {
    const columns = sql.raw(keys.join(', '));
    const order = sql.raw(keys.map((key) => `${key} nulls last`).join(', '));
    const kept = await rowsOf(
      db,
      sql`select ${columns}, sum(n)::int as n from ${sql.raw(table)} group by ${columns} having sum(n) <> 0 order by ${order}`,
    );
    const counted = await rowsOf(
      db,
      sql`select ${columns}, count(*)::int as n from (${groups}) as g
        ${table === schoolGroupsByTypeCounter.table ? sql`where license_type is not null` : sql``}
        group by ${columns} order by ${order}`,
    );
    expect(kept, table).toEqual(counted);
  }
}

/** Two schools whose numbers fall in different lock buckets (school number mod 128, migration 0020), a product and a distributor. */
export async function twoSchools(
  db: Db,
): Promise<{ a: number; b: number; product: number; distributor: number }> {
  const [pick] = await rowsOf<{ a: number; b: number; product: number; distributor: number }>(
    db,
    sql`select a.id as a, b.id as b,
        (select id from products order by id limit 1) as product,
        (select distributor_id from tlink_licenses where distributor_id is not null order by id limit 1) as distributor
      from organisations a join organisations b on a.id % 128 <> b.id % 128 and b.id > a.id
      where 'School' = any (a.type) and 'School' = any (b.type) order by a.id, b.id limit 1`,
  );
  return pick!;
}
