import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlinkProductSummary } from '../../../domain/schemas/tlink';
import { compactListCounters, shrinkListCounters } from '../../db/counters/list-counters';
import { rowsOf } from '../../db/rows';
import { expectFreeStockExact } from '../../db/test-support/counted-lists';
import { seededTestDatabase } from '../../test-support/seeded-database';
import { productSummary } from './service';

/*
 * GET /api/tlinklicenses/productsummary from the free stock counter (decision 730) against the
 * summary counted from the licences themselves, as before the counter: same rows, same order, same
 * counts, same publisher scoping, for every filter, on the demo data and after every kind of write
 * that moves a licence into or out of the free stock.
 */

const database = seededTestDatabase(0.01);
const db = () => database().db;
const exec = (query: ReturnType<typeof sql>) => db().execute(query);

type Filter = { q?: string; product?: number };

/**
 * The summary counted from the licences (written apart from the service: `strpos` and a prefix
 * comparison instead of `like`, so a typed % or _ is text here by construction).
 */
async function plainSummary(uitgeverId: number | null, filter: Filter): Promise<TlinkProductSummary[]> {
  const q = filter.q?.toLowerCase() ?? null;
  return rowsOf<TlinkProductSummary>(
    db(),
    sql`select p.id as "productId", p.title as "productTitle", p.ean as "productEan", count(*)::int as available
          from tlink_licenses t join products p on p.id = t.product_id
         where t.license_state = 'AVAILABLE' and t.organisation_id is null and t.account_id is null
           and (${uitgeverId}::int is null or p.organisation_id = ${uitgeverId}::int)
           and (${filter.product ?? null}::int is null or p.id = ${filter.product ?? null}::int)
           and (${q}::text is null or strpos(lower(p.title), ${q}::text) > 0 or left(p.ean, length(${q}::text)) = ${q}::text)
         group by p.id, p.title, p.ean
         order by lower(p.title), p.id
         limit 200`,
  );
}

type Sample = { publisher: number; other: number; product: number; used: number; title: string; ean: string };

/** Values from the data: the two publishers with most free stock, one free product, one with none. */
async function sample(): Promise<Sample> {
  const [row] = await rowsOf<Sample>(
    db(),
    sql`with free as (
          select p.organisation_id as publisher, p.id as product, p.title, p.ean, count(*)::int as n
            from tlink_licenses t join products p on p.id = t.product_id
           where t.license_state = 'AVAILABLE' and t.organisation_id is null and t.account_id is null
           group by p.id),
        publishers as (select publisher, sum(n) as n from free group by 1 order by 2 desc, 1 limit 2)
        select (select publisher from publishers order by n desc, publisher limit 1) as publisher,
               (select publisher from publishers order by n, publisher desc limit 1) as other,
               (select product from free order by n desc, product limit 1) as product,
               (select title from free order by n desc, product limit 1) as title,
               (select ean from free order by n desc, product limit 1) as ean,
               (select min(id) from products where id not in (select product from free)) as used`,
  );
  if (!row?.used) throw new Error('the demo data has no product without free stock');
  return row;
}

/** Every filter, as the superuser and as an administrator of each sample publisher. */
async function expectSameSummaries(label: string): Promise<void> {
  const s = await sample();
  const filters: Filter[] = [
    {},
    { product: s.product },
    { product: s.used },
    { q: s.title.slice(2, 7).toUpperCase() },
    { q: s.title.split(' ')[0]! },
    { q: s.ean.slice(0, 6) },
    { q: s.ean.slice(3, 9) },
    { q: 'zzzz-geen-product' },
    { q: '%' },
    { q: '_' },
    { q: s.title.slice(0, 3), product: s.product },
  ];
  const found = new Map<string, number>();
  for (const uitgeverId of [null, s.publisher, s.other]) {
    for (const filter of filters) {
      const plain = await plainSummary(uitgeverId, filter);
      const counted = await productSummary(db(), uitgeverId, filter);
      const name = `${uitgeverId} ${JSON.stringify(filter)}`;
      expect(counted, `${label}: ${name}`).toEqual(plain);
      found.set(name, plain.length);
    }
  }
  // The cases count something: not every answer is an empty list.
  expect(found.get(`null {}`), label).toBeGreaterThan(5);
  expect(found.get(`null ${JSON.stringify({ product: s.product })}`), label).toBe(1);
  expect(found.get(`${s.publisher} {}`), label).toBeGreaterThan(0);
  expect(found.get(`${s.other} {}`), label).toBeGreaterThan(0);
  expect(found.get(`null ${JSON.stringify({ q: s.ean.slice(0, 6) })}`), label).toBeGreaterThan(0);
  await expectFreeStockExact(db());
}

const FREE = `license_state = 'AVAILABLE' and organisation_id is null and account_id is null`;

describe('the TLink product summary from the free stock counter (decision 730)', () => {
  it('equals the summary counted from the licences on the demo data', async () => {
    await expectSameSummaries('demo data');
  });

  it('stays equal after inserts of free and used licences', async () => {
    const s = await sample();
    await exec(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select 'F' || lpad(id::text, 7, '0'), ${s.used}::int, null, distributor_id, 'AVAILABLE', 'API', 1
        from tlink_licenses order by id limit 40`);
    await exec(sql`
      insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, license_state, creation_method, amount)
      select 'G' || lpad(id::text, 7, '0'), product_id, coalesce(organisation_id, (select min(organisation_id) from tlink_licenses)),
             distributor_id, case when id % 2 = 0 then 'AVAILABLE' else 'RESERVED' end, 'API', 1
        from tlink_licenses order by id limit 60`);
    await expectSameSummaries('after inserts');
  });

  it('stays equal after state and assignment changes that move licences between free and used', async () => {
    const s = await sample();
    // Reserved for a school (what reserveTLinks does), activated, given an account.
    await exec(
      sql.raw(`update tlink_licenses set license_state = 'RESERVED', organisation_id = (select min(organisation_id) from tlink_licenses)
        where id in (select id from tlink_licenses where ${FREE} order by id limit 25)`),
    );
    await exec(
      sql.raw(
        `update tlink_licenses set license_state = 'ACTIVE' where id in (select id from tlink_licenses where ${FREE} order by id desc limit 15)`,
      ),
    );
    await exec(
      sql.raw(`update tlink_licenses set account_id = (select min(id) from accounts)
        where id in (select id from tlink_licenses where ${FREE} and id % 3 = 0 limit 20)`),
    );
    // Back into the free stock: made available again, the school or the account taken away.
    await exec(sql`update tlink_licenses set license_state = 'AVAILABLE', organisation_id = null, account_id = null
      where id in (select id from tlink_licenses where license_state = 'REVOKED' order by id limit 30)`);
    await exec(sql`update tlink_licenses set organisation_id = null
      where id in (select id from tlink_licenses where license_state = 'AVAILABLE' and organisation_id is not null order by id limit 30)`);
    // A statement that moves licences both ways at once, and one that moves none.
    await exec(sql`update tlink_licenses set license_state = case license_state when 'AVAILABLE' then 'EXPIRED' else 'AVAILABLE' end
      where product_id = ${s.product}::int and id % 2 = 0`);
    await exec(sql`update tlink_licenses set reference_id = 'onveranderd' where id % 5 = 0`);
    await expectSameSummaries('after state and assignment changes');
  });

  it('stays equal after product changes, a product moved to another publisher and retitled', async () => {
    const s = await sample();
    await exec(sql`update tlink_licenses set product_id = ${s.used}::int
      where id in (select id from tlink_licenses where product_id = ${s.product}::int order by id limit 20)`);
    await exec(sql`update tlink_licenses set product_id = ${s.product}::int, license_state = 'AVAILABLE', account_id = null
      where id in (select id from tlink_licenses where product_id <> ${s.product}::int and organisation_id is null order by id desc limit 20)`);
    await exec(sql`update products set organisation_id = ${s.other}::int, title = 'Aaa verplaatst ' || title
      where id in (select product_id from tlink_licenses where ${sql.raw(FREE)} and product_id <> ${s.product}::int
                    group by product_id order by product_id limit 2)`);
    await expectSameSummaries('after product changes');
  });

  it('stays equal after deletes, and after an account holding available licences is deleted', async () => {
    await exec(
      sql.raw(
        `delete from tlink_licenses where id in (select id from tlink_licenses where ${FREE} and id % 4 = 1)`,
      ),
    );
    const [account] = await rowsOf<{ id: number }>(
      db(),
      sql`insert into accounts default values returning id`,
    );
    await exec(sql`update tlink_licenses set account_id = ${account!.id}::int
      where id in (select id from tlink_licenses where license_state = 'AVAILABLE' and organisation_id is null order by id limit 12)`);
    await expectSameSummaries('with an account');
    // The foreign key sets account_id null: an update by the database, counted like any other.
    await exec(sql`delete from accounts where id = ${account!.id}::int`);
    await expectSameSummaries('after deletes');
  });

  it('cuts at the same 200 products, in title order without case and by id, with more products than that', async () => {
    const s = await sample();
    await exec(sql`
      insert into products (title, ean, product_type, organisation_id, intended_end_user_role, introduction_date, end_of_life_date)
      select case when i % 2 = 0 then 'Zelfde Titel' else 'zelfde titel' end, (5000000000000 + i)::text, product_type,
             case when i % 3 = 0 then ${s.other}::int else organisation_id end, intended_end_user_role, introduction_date, end_of_life_date
        from products, generate_series(1, 230) as i where id = ${s.product}::int`);
    await exec(sql`
      insert into tlink_licenses (license_code, product_id, distributor_id, license_state, creation_method, amount)
      select 'H' || lpad(p.id::text, 7, '0'), p.id, null, 'AVAILABLE', 'API', 1 from products p where p.ean like '500000000%'`);
    expect((await plainSummary(null, {})).length).toBe(200);
    await expectSameSummaries('more than 200 products');
  });

  it('stays equal after compaction and after the counter is rewritten, and counts nothing of a rolled-back write', async () => {
    await compactListCounters(db());
    await expectSameSummaries('after compaction');
    await shrinkListCounters(db());
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`update tlink_licenses set license_state = 'RESERVED' where ${FREE}`));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await expectSameSummaries('after a rolled-back write');
  });

  it('is empty when the licences are truncated', async () => {
    await exec(sql`truncate tlink_licenses, license_messages cascade`);
    expect(await productSummary(db(), null, {})).toEqual([]);
    expect(await plainSummary(null, {})).toEqual([]);
  });
});
