import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { rowsOf } from '../../db/rows';
import type { Sort } from '../../http/list';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { listTlinks } from './repository';
import { counterTotal } from './tlink-total';

/**
 * A created range (decision 732): a publisher's total from the publisher's created-day counter, the
 * page in code order from (license_code, created_at). Every page and total must be the plain
 * query's, written here apart from the list's code (the publisher through the product, the range as
 * Dutch calendar days), for the superuser, the publisher filter and a publisher-bound administrator.
 */

const database = seededTestDatabase(0.01);

type Case = { filter: TlinkListFilter; uitgeverId: number | null };

/** The ids of the plain query's rows in the list's order. */
async function plainIds(c: Case, sort: Sort<'licenseCode' | 'createdAt'>): Promise<number[]> {
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  const order =
    sort.field === 'licenseCode'
      ? sql`t.license_code ${direction}`
      : sql`t.created_at ${direction}, t.id ${direction}`;
  const publishers = [c.uitgeverId, c.filter.publisher].filter((p) => p != null);
  const rows = await rowsOf<{ id: number }>(
    database().db,
    sql`select t.id from tlink_licenses t join products p on p.id = t.product_id
         where ${sql.join(
           [
             sql`true`,
             ...publishers.map((publisher) => sql`p.organisation_id = ${publisher}`),
             c.filter.createdFrom
               ? sql`(t.created_at at time zone 'Europe/Amsterdam')::date >= ${c.filter.createdFrom}::date`
               : sql`true`,
             c.filter.createdTo
               ? sql`(t.created_at at time zone 'Europe/Amsterdam')::date <= ${c.filter.createdTo}::date`
               : sql`true`,
           ],
           sql` and `,
         )}
         order by ${order}`,
  );
  return rows.map((row) => Number(row.id));
}

async function cases(): Promise<Case[]> {
  const [row] = await rowsOf<{ publisher: number; other: number; from: string; to: string }>(
    database().db,
    sql`with busiest as (
          select publisher_id from tlink_licenses group by 1 order by count(*) desc limit 1),
        days as (
          select distinct to_char((created_at at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD') as day
            from tlink_licenses where publisher_id = (select publisher_id from busiest))
        select (select publisher_id from busiest) as publisher,
               (select min(publisher_id) from tlink_licenses where publisher_id <> (select publisher_id from busiest)) as other,
               (select day from days order by day offset (select count(*) / 3 from days) limit 1) as from,
               (select day from days order by day offset (select count(*) / 3 + 7 from days) limit 1) as to`,
  );
  const { publisher, other, from, to } = row!;
  const ranges: TlinkListFilter[] = [
    // No range: a publisher's whole list, its total from the same created-day counter (decision 737).
    {},
    { createdFrom: from },
    { createdTo: from },
    { createdFrom: from, createdTo: to },
  ];
  return ranges.flatMap((range) => [
    { filter: range, uitgeverId: null },
    { filter: { ...range, publisher }, uitgeverId: null },
    { filter: range, uitgeverId: publisher },
    { filter: { ...range, publisher }, uitgeverId: publisher },
    { filter: { ...range, publisher: other }, uitgeverId: publisher },
  ]);
}

const LIMIT = 25;

describe('a created range of the TLink list (decision 732)', () => {
  it('has the plain query’s pages and exact total, for the superuser, the publisher filter and a publisher-bound administrator', async () => {
    let counted = 0;
    for (const c of await cases()) {
      if (c.filter.publisher !== undefined || c.uitgeverId !== null) {
        expect(counterTotal(database().db, c.filter, c.uitgeverId), JSON.stringify(c)).not.toBeNull();
      }
      for (const sort of [
        { field: 'licenseCode', direction: 'ASC' },
        { field: 'licenseCode', direction: 'DESC' },
        { field: 'createdAt', direction: 'DESC' },
      ] as const) {
        const ids = await plainIds(c, sort);
        counted += ids.length;
        for (const offset of [0, Math.floor(ids.length / 2), Math.max(ids.length - LIMIT, 0), ids.length]) {
          const { rows, total } = await listTlinks(database().db, c.filter, c.uitgeverId, sort, {
            offset,
            limit: LIMIT,
          });
          const name = `${JSON.stringify(c)} ${sort.field} ${sort.direction} ${offset}`;
          expect(total, name).toBe(ids.length);
          expect(
            rows.map((row) => row.licence.id),
            name,
          ).toEqual(ids.slice(offset, offset + LIMIT));
        }
      }
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('counts a publisher’s range exactly after licences move in time and to another publisher, are deleted and created', async () => {
    const db = database().db;
    await db.execute(
      sql`update tlink_licenses set created_at = created_at - interval '9 days' where id % 5 = 0`,
    );
    // On a Dutch midnight and one microsecond before it.
    await db.execute(sql`update tlink_licenses
      set created_at = ((created_at at time zone 'Europe/Amsterdam')::date::timestamp at time zone 'Europe/Amsterdam') - case when id % 2 = 0 then interval '0' else interval '1 microsecond' end
      where id % 7 = 0`);
    // A product moved to the busiest publisher takes its licences along (decision 127).
    await db.execute(sql`update products set organisation_id = (
        select publisher_id from tlink_licenses group by 1 order by count(*) desc limit 1)
      where id = (select product_id from tlink_licenses group by 1 order by count(*) desc offset 3 limit 1)`);
    await db.execute(sql`delete from tlink_licenses where account_id is null and id % 4 = 0`);
    await db.execute(sql`insert into tlink_licenses (license_code, product_id, license_state, creation_method, created_at)
      select 'RANGE' || lpad(g::text, 3, '0'), product_id, 'AVAILABLE', 'API', created_at
        from (select product_id, created_at from tlink_licenses order by id limit 1) as one, generate_series(1, 30) as g`);
    for (const c of await cases()) {
      const ids = await plainIds(c, { field: 'licenseCode', direction: 'ASC' });
      const { rows, total } = await listTlinks(
        db,
        c.filter,
        c.uitgeverId,
        { field: 'licenseCode', direction: 'ASC' },
        { offset: 0, limit: LIMIT },
      );
      expect(total, JSON.stringify(c)).toBe(ids.length);
      expect(rows.map((row) => row.licence.id)).toEqual(ids.slice(0, LIMIT));
    }
  });
});
