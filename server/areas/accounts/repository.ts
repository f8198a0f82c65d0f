import { and, count, eq, getTableColumns, inArray, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_SORT_FIELDS, type AccountListFilter } from '../../../domain/schemas/account';
import { DB_INT_MAX } from '../../../domain/schemas/rules';
import type { Db } from '../../db/connect';
import { accountCounts, GEBRUIKER_ROLES_ARRAY } from '../../db/counters/list-counters';
import { containsAnyCase, containsLower, startsWith } from '../../db/like';
import { columnsNamed, filterIsOnly, type Page, sortOrder } from '../../db/list-page';
import { MATCHES_FIRST_LIMIT, matchesFirstResult, readMatchesFirst } from '../../db/matches-first';
import { builtOncePerShape } from '../../db/named-statements';
import { accessUrls } from '../../db/schema/access-urls';
import { accountFamilyNames, accounts, externAccounts } from '../../db/schema/accounts';
import { sortsTextByCodePoint } from '../../db/text-order';
import { anyOf } from '../../http/id-list';
import type { Sort } from '../../http/list';
import { deepPageIds } from './deep-pages';

type SortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const sortColumns = columnsNamed(accounts, ACCOUNT_SORT_FIELDS);

/**
 * Whether the account `accountId` names has a confirmation link (Account.accessurlPresent), in SQL.
 * A scalar subquery, not `exists (...)`: PostgreSQL may run an EXISTS in the select list as a hashed
 * subplan, built from every access URL before the first row, and chose that for the users list's
 * pages because it costs a sorted walk of all 1M accounts without the LIMIT (scale 20: 139,394 URLs
 * hashed, a first page 53 ms instead of 0.8, decision 721). A scalar subquery is run per row.
 */
export const accessUrlExists = (accountId: SQL) =>
  sql<boolean>`coalesce((select true from ${accessUrls} where ${accessUrls.accountId} = ${accountId} limit 1), false)`;

/**
 * Account.accessurlPresent of the account row being selected, read in the row's own statement (a
 * lookup by id or e-mail is then one round trip, not two). Qualified by hand: in a select from one
 * table drizzle writes `${accounts.id}` as a bare "id", which inside the subquery would name
 * access_urls.id.
 */
export const accessUrlOfAccount = accessUrlExists(sql`${sql.identifier('accounts')}.${sql.identifier('id')}`);

/** A page's rows of the users list: the account and its accessurlPresent. */
export const accountWithAccessUrl = { ...getTableColumns(accounts), accessurlPresent: accessUrlOfAccount };

/** Grades are comma-separated JAAR_n values (spec 000 §3). */
const schoolYearPattern = (year: string) => `%JAAR_${year}%`;

/**
 * The contact search (spec 000 §2): the e-mail or the telephone contains `value`, whatever its case.
 * A whole address (`local@domain`, the palette's e-mail lookup) is answered by btree ranges, not
 * the trigram indexes (decision 600); anything else by the trigram indexes of both columns.
 */
function contactContains(value: string): SQL {
  const address = wholeAddress(value);
  if (!address) {
    return sql`(lower(${accounts.email}) like ${containsLower(value)} or ${accounts.telephone} like ${containsLower(value)})`;
  }
  return addressContained(addressPatterns(address));
}

/** The values `addressContained` compares with: the address, its reversed local part's and its domain's LIKE prefixes. */
function addressPatterns(address: { lower: string; local: string; domain: string }) {
  return {
    address: address.lower,
    reversedLocal: startsWith([...address.local].reverse().join('')),
    domain: startsWith(address.domain),
  };
}

/** `value` in lower case and its parts when it is a whole address `local@domain`, else null. */
function wholeAddress(value: string) {
  const lower = value.toLowerCase();
  const [local, domain, ...more] = lower.split('@');
  return local && domain && more.length === 0 ? { lower, local, domain } : null;
}

/**
 * The e-mail or telephone contains the address `local@domain` (lower case), exactly as the trigram
 * search would answer, from the indexes of migration 0021. An e-mail with one @ contains it exactly
 * when its part before the @ ends with `local` (a prefix of the reversed part) and its part after
 * the @ starts with `domain`; with several @ that still implies it (the first @ is the address's).
 * An e-mail or telephone that contains it otherwise has several @ or an @ in a telephone: the rows
 * of the partial index, whose condition is written here as in the index so the planner uses it.
 */
function addressContained({
  address,
  reversedLocal,
  domain,
}: Record<'address' | 'reversedLocal' | 'domain', string | Placeholder>): SQL {
  return sql`((reverse(split_part(lower(${accounts.email}), '@', 1)) like ${reversedLocal} and split_part(lower(${accounts.email}), '@', 2) like ${domain}) or ((lower(${accounts.email}) like '%@%@%' or ${accounts.telephone} like '%@%') and (strpos(lower(${accounts.email}), ${address}) > 0 or strpos(${accounts.telephone}, ${address}) > 0)))`;
}

/**
 * The family name contains `value` (decision 129). The trigram index searches the distinct names,
 * and the accounts with one of those names are an index-only read of (family_name, updated_at, id).
 * A trigram search over the accounts themselves had to read each match's table page to recheck it
 * and to get its sort value: 6,600 pages for a common name at 1M accounts (22 of its 27 ms).
 */
function familyNameContains(value: string): SQL {
  const names = accountFamilyNames.familyName;
  // `= any(array(...))`, not `in (select ...)`: the names become one array, and a btree reads the
  // values of an array on its first column in order, so the list in family-name order walks only
  // the matching names' accounts. As a join the planner could merge-join the sorted walk of all
  // accounts with the names instead: 809,160 index rows read to reach 'Velde' at scale 20, 1.08 s
  // for a page the array reads in 4.4 ms (decision 723).
  return sql`${accounts.familyName} = any(array(select ${names} from ${accountFamilyNames} where lower(${names}) like ${containsLower(value)}))`;
}

/** The WHERE clause of the users list (spec 000 §2 filters). */
export function accountConditions(filter: AccountListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.input) {
    conditions.push(contactContains(filter.input));
  }
  if (filter.voornaam) conditions.push(containsAnyCase(filter.voornaam, accounts.firstName));
  if (filter.tussenvoegsels) {
    conditions.push(sql`lower(${accounts.tussenvoegsels}) = ${filter.tussenvoegsels.toLowerCase()}`);
  }
  if (filter.achternaam) conditions.push(familyNameContains(filter.achternaam));
  if (filter.brin) {
    conditions.push(
      sql`upper(${accounts.nlEduPersonHomeOrganizationId}) like ${startsWith(filter.brin.toUpperCase())}`,
    );
  }
  if (filter.digiDeliveryId) conditions.push(eq(accounts.digiDeliveryId, filter.digiDeliveryId));
  if (filter.schoolYear) conditions.push(like(accounts.grades, schoolYearPattern(filter.schoolYear)));
  if (filter.alleenGebruikers) conditions.push(sql`${accounts.roles} && ${sql.raw(GEBRUIKER_ROLES_ARRAY)}`);
  if (filter.ids?.length) {
    // A pasted number beyond the id column's range names no account (it is named not found); sent
    // to PostgreSQL it would fail the whole list (integer out of range).
    const inRange = filter.ids.map(Number).filter((id) => id <= DB_INT_MAX);
    conditions.push(inRange.length ? anyOf(accounts.id, inRange, 'integer') : sql`false`);
  }
  if (filter.emails?.length) conditions.push(anyOf(sql`lower(${accounts.email})`, filter.emails, 'text'));
  if (filter.userid) {
    conditions.push(
      sql`exists (select 1 from ${externAccounts} where ${externAccounts.accountId} = ${accounts.id} and ${externAccounts.nameId} = ${filter.userid})`,
    );
  }
  return and(...conditions);
}

/**
 * Of the pasted account numbers or e-mail addresses, those that name an account (the many-ids
 * filters' found part, decision 436); accounts are not bound to a publisher, the right is the scope.
 */
export async function presentAccountIds(db: Db, filter: Pick<AccountListFilter, 'ids' | 'emails'>) {
  const rows = await db
    .select({ id: accounts.id, email: sql<string | null>`lower(${accounts.email})` })
    .from(accounts)
    .where(accountConditions(filter));
  return rows.flatMap((row) => (filter.ids ? [String(row.id)] : row.email ? [row.email] : []));
}

/** Beyond this offset the page's ids come from an index-only walk first (see tlinks/repository). */
const DEFERRED_JOIN_OFFSET = 1000;

export async function listAccounts(
  db: Db,
  filter: AccountListFilter,
  sort: Sort<SortField>,
  page: Page,
  /** Tests lower these to reach the paths beyond them with the demo data. */
  limits: { matchesFirst?: number; seekFrom?: number; addressRows?: number } = {},
) {
  const matchesFirstLimit = limits.matchesFirst ?? MATCHES_FIRST_LIMIT;
  const where = accountConditions(filter);
  const orderBy = sortOrder(sort, sortColumns, accounts.id);
  if (where === undefined || countedByCounter(filter)) {
    // A wide read: its total is a counter sum, its page an ordered index walk; both at once.
    const [rows, total] = await Promise.all([
      sortedPage(db, where, sort, page, limits.seekFrom),
      countAccounts(db, filter),
    ]);
    return { rows, total };
  }
  // A selective filter (decision 125): with ORDER BY ... LIMIT the planner would walk the sort index
  // and test each account, seconds when matches are rare. The matches are found with the filter's
  // own index, counted and sorted in one statement, read once instead of once to count and once to
  // sort; only the page's rows are read in full.
  const address = filter.input ? wholeAddress(filter.input) : null;
  if (address) {
    const cap = limits.addressRows ?? ADDRESS_ROWS_CAP;
    const found = filterIsOnly(filter, 'input')
      ? await preparedAddressPage(db, sort).execute({
          ...addressPatterns(address),
          capped: cap + 1,
          limit: page.limit,
          offset: page.offset,
        })
      : await addressMatchesWithRows(db, where, sort, { ...page, cap });
    const result = matchesFirstResult(found, page.offset, cap);
    if (result) return result;
  }
  return readMatchesFirst(
    db,
    { table: accounts, id: accounts.id, value: sortColumns[sort.field], where },
    { direction: sort.direction, ...page, cap: matchesFirstLimit },
    (matches) =>
      db
        .select({ ...accountWithAccessUrl, matchCount: matches.matchCount })
        .from(accounts)
        .innerJoin(matches, eq(matches.id, accounts.id))
        .orderBy(...orderBy),
    {
      count: () => countAccounts(db, filter),
      walk: () => sortedPage(db, where, sort, page, limits.seekFrom),
    },
  );
}

/** A whole address carries up to this many matches' rows through its count and sort (decision 740). */
const ADDRESS_ROWS_CAP = 100;

/**
 * The palette's e-mail lookup (a whole address, decision 600) matches one account or a few: up to
 * `cap + 1` matches are read with their rows, counted and sorted in one pass, instead of their ids
 * being joined back to the accounts (decision 740). Planning the accounts joined to themselves,
 * each side over the table's 18 indexes, was most of PGlite's ~1.1 ms for a statement that reads
 * one row in 0.1. An address matching more (`1@school`) is read as any selective filter: carried
 * whole, 20,000 rows made PostgreSQL's count and sort spill to disk at scale 20.
 */
function addressMatchesWithRows(
  db: Db,
  where: SQL | undefined,
  sort: Sort<SortField>,
  order: Record<'limit' | 'offset' | 'cap', number> | Record<'limit' | 'offset' | 'capped', Placeholder>,
) {
  const capped = db
    .select(getTableColumns(accounts))
    .from(accounts)
    .where(where)
    .limit('capped' in order ? order.capped : order.cap + 1)
    .as('capped');
  return db
    .select({
      ...capped._.selectedFields,
      accessurlPresent: accessUrlExists(sql`${capped.id}`),
      matchCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(capped)
    .orderBy(...sortOrder(sort, columnsNamed(capped, ACCOUNT_SORT_FIELDS), capped.id))
    .limit(order.limit)
    .offset(order.offset);
}

/**
 * The palette's e-mail lookup, built once per sort with its values as placeholders and sent unnamed
 * (decision 741): drizzle building this statement of ~40 columns twice was ~0.1 ms of a ~0.85 ms call.
 */
const preparedAddressPage = builtOncePerShape(
  (sort: Sort<SortField>) => `${sort.field} ${sort.direction}`,
  (db, sort) =>
    addressMatchesWithRows(
      db,
      addressContained({
        address: sql.placeholder('address'),
        reversedLocal: sql.placeholder('reversedLocal'),
        domain: sql.placeholder('domain'),
      }),
      sort,
      {
        capped: sql.placeholder('capped'),
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      },
    ).prepare(''),
);

/**
 * A page in sort order. A deep page finds its ids first, then reads those rows: from the updated-day
 * counter where it knows where the page begins (decision 129), else by an index-only walk.
 */
async function sortedPage(
  db: Db,
  where: SQL | undefined,
  sort: Sort<SortField>,
  page: Page,
  seekFrom?: number,
) {
  const orderBy = sortOrder(sort, sortColumns, accounts.id);
  const textByCodePoint = sort.field === 'email' && (await sortsTextByCodePoint(db));
  const soughtIds = deepPageIds({ where, sort, orderBy, textByCodePoint }, page, seekFrom);
  if (soughtIds === null && page.offset < DEFERRED_JOIN_OFFSET) {
    return db
      .select(accountWithAccessUrl)
      .from(accounts)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset);
  }
  const ids = soughtIds
    ? sql`${accounts.id} = any(${soughtIds})`
    : inArray(
        accounts.id,
        db
          .select({ id: accounts.id })
          .from(accounts)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(page.offset),
      );
  return db
    .select(accountWithAccessUrl)
    .from(accounts)
    .where(ids)
    .orderBy(...orderBy);
}

/** Filters the accounts counter answers (decision 124): grades, the infix and being a gebruiker are its keys. */
const COUNTED_FILTERS = new Set<keyof AccountListFilter>([
  'schoolYear',
  'tussenvoegsels',
  'alleenGebruikers',
]);

const countedByCounter = (filter: AccountListFilter) =>
  (Object.keys(filter) as (keyof AccountListFilter)[]).every(
    (key) => filter[key] === undefined || COUNTED_FILTERS.has(key),
  );

/** The exact number of accounts the filter matches: from the counter when it answers every filter used. */
export async function countAccounts(
  db: Db,
  filter: AccountListFilter,
  options: { counters: boolean } = { counters: true },
): Promise<number> {
  if (options.counters && countedByCounter(filter)) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${accountCounts.n}), 0)`.mapWith(Number) })
      .from(accountCounts)
      .where(
        and(
          filter.schoolYear ? like(accountCounts.grades, schoolYearPattern(filter.schoolYear)) : undefined,
          filter.tussenvoegsels
            ? eq(accountCounts.tussenvoegselsLower, filter.tussenvoegsels.toLowerCase())
            : undefined,
          filter.alleenGebruikers ? eq(accountCounts.isGebruiker, true) : undefined,
        ),
      );
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(accounts).where(accountConditions(filter));
  return row?.total ?? 0;
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}
