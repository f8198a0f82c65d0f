import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccountListFilter } from '../../../domain/schemas/account';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { countAccounts } from '../../areas/accounts/repository';
import { countTlinks } from '../../areas/tlinks/repository';
import { counterTotal } from '../../areas/tlinks/tlink-total';
import type { Db } from '../connect';
import { rowsOf } from '../rows';
import { expectInvoiceMonthsExact } from './invoice-months';
import { expectOrderStockExact } from './order-stock';
import { expectSchoolGroupsExact } from './school-groups';
import { expectStatusMonthsExact } from './status-months';

/* The list counters (decision 124) checked against count(*): by their tests and the upgrade test. */

type Case = { name: string; filter: TlinkListFilter; uitgeverId?: number };

/** Filters that a counter answers, with values taken from the data so every case counts something. */
async function tlinkCases(db: Db): Promise<Case[]> {
  const [sample] = await rowsOf<{ distributor: number; product: number; publisher: number; day: string }>(
    db,
    sql`select t.distributor_id as distributor, t.product_id as product, p.organisation_id as publisher,
            to_char((t.created_at at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD') as day
       from tlink_licenses t join products p on p.id = t.product_id
      where t.distributor_id is not null order by t.id limit 1`,
  );
  if (!sample) throw new Error('no licence with a distributor to take the cases from');
  return [
    { name: 'no filter', filter: {} },
    { name: 'one state', filter: { licenseState: ['ACTIVE'] } },
    { name: 'two states', filter: { licenseState: ['ACTIVE', 'REVOKED'] } },
    { name: 'source', filter: { creationMethod: ['ACTIVERINGSCODE'] } },
    { name: 'expirable shown', filter: { showExpirableStates: true } },
    { name: 'expirable hidden', filter: { hideExpirableStates: true } },
    { name: 'distributor + state', filter: { distributor: sample.distributor, licenseState: ['ACTIVE'] } },
    { name: 'product + source', filter: { product: sample.product, creationMethod: ['ACTIVERINGSCODE'] } },
    { name: 'publisher', filter: { publisher: sample.publisher } },
    { name: 'publisher + state', filter: { publisher: sample.publisher, licenseState: ['AVAILABLE'] } },
    { name: 'publisher-bound administrator', filter: {}, uitgeverId: sample.publisher },
    {
      name: 'publisher-bound administrator + product',
      filter: { product: sample.product },
      uitgeverId: sample.publisher,
    },
    { name: 'created from', filter: { createdFrom: sample.day } },
    { name: 'created to', filter: { createdTo: sample.day } },
    { name: 'publisher + created from', filter: { publisher: sample.publisher, createdFrom: sample.day } },
    {
      name: 'publisher-bound administrator + created from + to',
      filter: { createdFrom: sample.day, createdTo: sample.day },
      uitgeverId: sample.publisher,
    },
    {
      name: 'publisher-bound administrator + another publisher + created to',
      filter: { publisher: sample.publisher + 1, createdTo: sample.day },
      uitgeverId: sample.publisher,
    },
    {
      name: 'created from + to + state',
      filter: { createdFrom: sample.day, createdTo: sample.day, hideExpirableStates: true },
    },
  ];
}

const ACCOUNT_CASES: AccountListFilter[] = [
  {},
  { schoolYear: '3' },
  { tussenvoegsels: 'van' },
  { tussenvoegsels: 'VAN DER', schoolYear: '8' },
];

/** The e-mail prefix counter and the confirmation links' day counter (decision 732). */
export const EMAIL_PREFIXES = { table: 'account_counts_by_email_prefix', key: 'email_prefix' };
export const ACCOUNTS_BY_EMAIL_PREFIX = { table: 'accounts', of: 'left(email, 2)' };
export const ACCESS_URL_DAYS = { table: 'access_url_counts_by_created_day', key: 'created_day' };
export const ACCESS_URLS_BY_DAY = {
  table: 'access_urls',
  of: "(created_at at time zone 'Europe/Amsterdam')::date",
};

/** Every case answered by a counter, and equal to count(*) with the list's own WHERE; the school overview's groups, the status overview's months and the order stock. */
export async function expectCountersExact(db: Db): Promise<void> {
  for (const { name, filter, uitgeverId = null } of await tlinkCases(db)) {
    expect(counterTotal(db, filter, uitgeverId), name).not.toBeNull();
    const exact = await countTlinks(db, filter, uitgeverId, { counters: false });
    expect(await countTlinks(db, filter, uitgeverId), name).toBe(exact);
  }
  for (const filter of ACCOUNT_CASES) {
    const exact = await countAccounts(db, filter, { counters: false });
    expect(await countAccounts(db, filter), JSON.stringify(filter)).toBe(exact);
  }
  await expectKeyCounterExact(
    db,
    { table: 'tlink_counts_by_end_day', key: 'end_day' },
    { table: 'tlink_licenses', of: "(end_date at time zone 'Europe/Amsterdam')::date" },
  );
  await expectKeyCounterExact(db, EMAIL_PREFIXES, ACCOUNTS_BY_EMAIL_PREFIX);
  await expectKeyCounterExact(db, ACCESS_URL_DAYS, ACCESS_URLS_BY_DAY);
  await expectPublisherDaysExact(db, 'tlink_counts_by_publisher_created_day', 'created_day', 'created_at');
  await expectPublisherDaysExact(db, 'tlink_counts_by_publisher_end_day', 'end_day', 'end_date');
  await expectFreeStockExact(db);
  // ECK and PO licences carry no publisher: their product's (decision 731).
  const ofProduct = (table: string) =>
    sql.raw(
      `(select l.*, p.organisation_id as publisher_id from ${table} l join products p on p.id = l.product_id)`,
    );
  await expectPublisherDaysExact(db, 'eck_counts_by_publisher_state_day', 'created_day', 'created_at', {
    licences: ofProduct('eck_licenses'),
    keys: ['license_state'],
  });
  await expectPublisherDaysExact(db, 'eck_counts_by_distributor_publisher_day', 'created_day', 'created_at', {
    licences: ofProduct('eck_licenses'),
    keys: ['distributor_id'],
  });
  await expectPublisherDaysExact(db, 'po_counts_by_publisher_day', 'created_day', 'created_at', {
    licences: ofProduct('po_licenses'),
  });
  await expectSchoolGroupsExact(db);
  await expectOrderStockExact(db);
  await expectStatusMonthsExact(db);
  await expectInvoiceMonthsExact(db);
}

/**
 * A counter of one key (decisions 712, 732) against its table's rows grouped by the same key, the
 * rows without one (null) included: `of` is the key of a row, as the counter's triggers write it.
 */
export async function expectKeyCounterExact(
  db: Db,
  counter: { table: string; key: string },
  source: { table: string; of: string },
): Promise<void> {
  const [row] = await rowsOf<{ wrong: number; keys: number }>(
    db,
    sql`with counted as (
          select ${sql.raw(counter.key)}::text as key, sum(n)::int as n from ${sql.raw(counter.table)}
           group by 1 having sum(n) <> 0),
        actual as (select (${sql.raw(source.of)})::text as key, count(*)::int as n from ${sql.raw(source.table)} group by 1)
        select count(*) filter (where counted.n is distinct from actual.n)::int as wrong, count(*)::int as keys
          from counted full join actual on coalesce(counted.key, '(none)') = coalesce(actual.key, '(none)')`,
  );
  expect(row?.keys, `${counter.table}: keys`).toBeGreaterThan(3);
  expect(row?.wrong, `${counter.table}: keys counted wrong`).toBe(0);
}

/**
 * A publisher day counter (decisions 722, 731, 735) against the licences grouped by publisher, further
 * `keys` (null a key of its own: a licence without a distributor) and the Dutch day of `at` (null days of undated licences included). `licences`:
 * the TLinks, or rows with their product's publisher.
 */
async function expectPublisherDaysExact(
  db: Db,
  table: string,
  day: string,
  at: string,
  { licences = sql`tlink_licenses`, keys = [] }: { licences?: SQL; keys?: string[] } = {},
): Promise<void> {
  const columns = sql.raw(['publisher_id', ...keys].join(', '));
  const groups = sql.raw([1, 2, ...keys.map((_, i) => i + 3)].join(', '));
  const sameKeys = sql.raw(
    keys.map((key) => ` and counted.${key} is not distinct from actual.${key}`).join(''),
  );
  const [row] = await rowsOf<{ wrong: number; publishers: number }>(
    db,
    sql`with counted as (
          select ${sql.raw(day)} as day, ${columns}, sum(n)::int as n from ${sql.raw(table)}
           group by ${groups} having sum(n) <> 0),
        actual as (
          select (${sql.raw(at)} at time zone 'Europe/Amsterdam')::date as day, ${columns}, count(*)::int as n
            from ${licences} as licences group by ${groups})
        select count(*) filter (where counted.n is distinct from actual.n)::int as wrong,
               count(distinct coalesce(counted.publisher_id, actual.publisher_id))::int as publishers
          from counted full join actual
            on coalesce(counted.publisher_id, -1) = coalesce(actual.publisher_id, -1)
           and coalesce(counted.day, '-infinity') = coalesce(actual.day, '-infinity')${sameKeys}`,
  );
  expect(row?.publishers, `${table}: publishers`).toBeGreaterThan(1);
  expect(row?.wrong, `${table}: groups counted wrong`).toBe(0);
}

/**
 * The free stock counter (decision 730) against the free licences (AVAILABLE, no school, no account)
 * counted per product.
 */
export async function expectFreeStockExact(db: Db): Promise<void> {
  const [row] = await rowsOf<{ wrong: number; products: number }>(
    db,
    sql`with counted as (
          select product_id, sum(n)::int as n from tlink_free_counts_by_product group by 1 having sum(n) <> 0),
        actual as (
          select product_id, count(*)::int as n from tlink_licenses
           where license_state = 'AVAILABLE' and organisation_id is null and account_id is null group by 1)
        select count(*) filter (where counted.n is distinct from actual.n)::int as wrong, count(*)::int as products
          from counted full join actual using (product_id)`,
  );
  expect(row?.products, 'tlink_free_counts_by_product: products').toBeGreaterThan(1);
  expect(row?.wrong, 'tlink_free_counts_by_product: products counted wrong').toBe(0);
}
