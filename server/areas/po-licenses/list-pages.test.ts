import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { compactListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { expectOneRowPerDay, licenceListLikeSql } from '../../test-support/list-like-sql';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listPo } from './repository';

/**
 * The PO list's pages and totals are those of plain SQL over the same rows, for every filter, sort
 * and scope (issue 21), also where the day counter answers the total and seeks the deep page
 * (decision 420), with uncompacted deltas and after compaction.
 */

const database = seededTestDatabase(0.01);

const expectLikeSql = licenceListLikeSql(
  database,
  'po_licenses',
  { field: 'startDate', column: 'start_date' },
  listPo,
);

async function sample() {
  const [row] = await rowsOf<{ product: number; school: number; publisher: number; ref: string }>(
    database().db,
    sql`select l.product_id as product, l.organisation_id as school, p.organisation_id as publisher, l.basispoort_id as ref
          from po_licenses l join products p on p.id = l.product_id
         where l.organisation_id is not null and l.basispoort_id is not null order by l.id offset 50 limit 1`,
  );
  if (!row) throw new Error('no PO licence to take the filters from');
  return row;
}

describe('PO licence pages and totals (decision 420)', () => {
  it('are those of plain SQL for every filter and a publisher-bound scope', async () => {
    const s = await sample();
    await expectLikeSql({}, 'true');
    await expectLikeSql({ product: s.product }, `product_id = ${s.product}`);
    await expectLikeSql({ organisation: s.school }, `organisation_id = ${s.school}`);
    await expectLikeSql({ group: 3 }, `groups @> array[3]`);
    await expectLikeSql({ q: s.ref }, `'${s.ref}' in (basispoort_id, eck_id, reference_id)`);
    await expectLikeSql({}, 'true', s.publisher);
  }, 120_000);

  it('stay exact when licences change day, arrive and leave, before and after compaction', async () => {
    const { db } = database();
    await db.execute(
      sql`update po_licenses set created_at = created_at - interval '3 days' where id % 5 = 0`,
    );
    await db.execute(sql`insert into po_licenses (product_id, created_at)
      select product_id, now() - g * interval '7 hours' from po_licenses, generate_series(1, 2) as g where id % 9 = 0`);
    await db.execute(sql`delete from po_licenses where id % 13 = 0`);
    await expectLikeSql({}, 'true');
    await compactListCounters(db);
    await expectOneRowPerDay(db, 'po_counts_by_created_day');
    await expectLikeSql({}, 'true');
  }, 120_000);
});
