import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { expectOneRowPerDay, licenceListLikeSql } from '../../test-support/list-like-sql';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listEck } from './repository';

/**
 * The ECK list's pages and totals are those of plain SQL over the same rows, for every filter, sort
 * and scope (issue 21: speed changes no number), also where the day counter answers the total and
 * seeks the deep page (decision 420), with uncompacted deltas and after compaction.
 */

const database = seededTestDatabase(0.01);

const expectLikeSql = licenceListLikeSql(
  database,
  'eck_licenses',
  { field: 'endDate', column: 'end_date' },
  listEck,
);

async function sample() {
  const [row] = await rowsOf<{
    product: number;
    school: number;
    publisher: number;
    distributor: number;
    day: string;
    q: string;
    reference: string;
    contract: string | null;
    user: string | null;
  }>(
    database().db,
    sql`select l.product_id as product, l.organisation_id as school, p.organisation_id as publisher,
               l.distributor_id as distributor, left(l.reference_id, 4) as q,
               l.reference_id as reference, l.contract_id as contract, l.user_id as user,
               to_char((l.created_at at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD') as day
          from eck_licenses l join products p on p.id = l.product_id
         where l.organisation_id is not null and l.distributor_id is not null
         order by l.created_at offset 100 limit 1`,
  );
  if (!row) throw new Error('no ECK licence to take the filters from');
  return row;
}

const dutchDay = "(created_at at time zone 'Europe/Amsterdam')::date";

describe('ECK licence pages and totals (decision 420)', () => {
  it('are those of plain SQL for every filter and a publisher-bound scope', async () => {
    const s = await sample();
    await expectLikeSql({}, 'true');
    await expectLikeSql({ fromDate: s.day }, `${dutchDay} >= '${s.day}'`);
    await expectLikeSql({ toDate: s.day }, `${dutchDay} <= '${s.day}'`);
    await expectLikeSql({ product: s.product }, `product_id = ${s.product}`);
    await expectLikeSql({ organisation: s.school }, `organisation_id = ${s.school}`);
    await expectLikeSql({ distributor: s.distributor }, `distributor_id = ${s.distributor}`);
    await expectLikeSql(
      { 'product.organisation': s.publisher },
      `product_id in (select id from products where organisation_id = ${s.publisher})`,
    );
    await expectLikeSql({ statussen: ['nietActief'] }, `license_state in ('AVAILABLE', 'DEACTIVATED')`);
    await expectLikeSql({ q: s.q }, `reference_id ilike '%${s.q}%'`);
    // q is a part of the reference id or a whole user, ECK or contract id (decision 726: the
    // contract id's index lets the four be one bitmap OR), superuser and publisher-bound.
    const matches = (q: string) =>
      `(reference_id ilike '%${q}%' or user_id = '${q}' or eck_id = '${q}' or contract_id = '${q}')`;
    const contract = await rowsOf<{ id: string; publisher: number }>(
      database().db,
      sql`select l.contract_id as id, p.organisation_id as publisher from eck_licenses l join products p on p.id = l.product_id
        where l.contract_id is not null order by l.id limit 1`,
    );
    expect(contract[0], 'a licence with a contract id').toBeDefined();
    for (const q of [s.reference, s.user!, contract[0]!.id])
      for (const publisher of [undefined, s.publisher, contract[0]!.publisher])
        await expectLikeSql({ q }, matches(q), publisher);
    await expectLikeSql({}, 'true', s.publisher);
    await expectLikeSql({ fromDate: s.day }, `${dutchDay} >= '${s.day}'`, s.publisher);
  }, 120_000);

  it('stay exact when licences change day, arrive and leave, before and after compaction', async () => {
    const { db } = database();
    await db.execute(
      sql`update eck_licenses set created_at = created_at - interval '3 days' where id % 5 = 0`,
    );
    await db.execute(sql`insert into eck_licenses (product_id, reference_id, license_state, created_at)
      select product_id, reference_id || '-n', 'AVAILABLE', now() - g * interval '7 hours'
        from eck_licenses, generate_series(1, 2) as g where id % 9 = 0`);
    await db.execute(sql`delete from eck_licenses where id % 13 = 0`);
    const s = await sample();
    await expectLikeSql({}, 'true');
    await expectLikeSql({ fromDate: s.day, toDate: s.day }, `${dutchDay} = '${s.day}'`);
    await compactListCounters(db);
    await expectOneRowPerDay(db, 'eck_counts_by_created_day');
    await expectLikeSql({}, 'true');
  }, 120_000);
});
