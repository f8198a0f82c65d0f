import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TLINK_SORT_FIELDS, type TlinkListFilter } from '../../../domain/schemas/tlink';
import { EXPIRABLE_STATES } from '../../../domain/tlink-rules';
import type { Db } from '../../db/connect';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { contains } from '../../db/like';
import { columnsNamed, filterIsOnly, type Page } from '../../db/list-page';
import { MATCHES_FIRST_LIMIT, readMatchesFirst } from '../../db/matches-first';
import { builtOncePerShape, preparedOnce } from '../../db/named-statements';
import { rowsOf, type SelectedRow } from '../../db/rows';
import { accounts } from '../../db/schema/accounts';
import { organisations } from '../../db/schema/organisations';
import { licenseModels, products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { productPublisherScope } from '../../db/scopes';
import { anyOf, notHeld } from '../../http/id-list';
import type { Sort } from '../../http/list';
import { deepPageKeys } from './deep-pages';
import { counterTotal } from './tlink-total';

type SortField = (typeof TLINK_SORT_FIELDS)[number];

export const sortColumns = columnsNamed(tlinkLicenses, TLINK_SORT_FIELDS);

/**
 * Licences of a publisher's products, on the licences alone: publisher_id is the product's
 * publisher kept by triggers (decision 127), so the page is an ordered read of its index.
 */
function licencesOfPublisher(publisherId: number | Placeholder): SQL {
  return eq(tlinkLicenses.publisherId, publisherId);
}

/** A TLink code has eight characters; a shorter `licenseCode` filter is a part of one. */
const CODE_LENGTH = 8;

/** The code as typed or pasted (`abcd-1234`, `ABCD 1234`), as the licences store it. */
const typedCode = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** The WHERE clause of the TLink list (spec 001 §2 filters), the scope included; on the licences alone. */
export function tlinkConditions(filter: TlinkListFilter, uitgeverId: number | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [uitgeverId === null ? undefined : licencesOfPublisher(uitgeverId)];
  if (filter.licenseCode) {
    const code = typedCode(filter.licenseCode);
    conditions.push(
      code.length === CODE_LENGTH
        ? eq(tlinkLicenses.licenseCode, code)
        : sql`${tlinkLicenses.licenseCode} like ${contains(code)}`,
    );
  }
  if (filter.licenseCodes?.length)
    conditions.push(anyOf(tlinkLicenses.licenseCode, filter.licenseCodes, 'text'));
  if (filter.referenceId) {
    conditions.push(sql`${tlinkLicenses.referenceId} ilike ${contains(filter.referenceId)}`);
  }
  if (filter.product) conditions.push(eq(tlinkLicenses.productId, filter.product));
  if (filter.account) conditions.push(eq(tlinkLicenses.accountId, filter.account));
  if (filter.organisation) conditions.push(eq(tlinkLicenses.organisationId, filter.organisation));
  if (filter.publisher) conditions.push(licencesOfPublisher(filter.publisher));
  if (filter.distributor) conditions.push(eq(tlinkLicenses.distributorId, filter.distributor));
  if (filter.licenseState?.length) conditions.push(inArray(tlinkLicenses.licenseState, filter.licenseState));
  if (filter.creationMethod?.length)
    conditions.push(inArray(tlinkLicenses.creationMethod, filter.creationMethod));
  if (filter.createdFrom) conditions.push(sql`${tlinkLicenses.createdAt} >= ${dayStart(filter.createdFrom)}`);
  if (filter.createdTo) conditions.push(sql`${tlinkLicenses.createdAt} < ${dayAfter(filter.createdTo)}`);
  if (filter.showExpirableStates) conditions.push(inArray(tlinkLicenses.licenseState, [...EXPIRABLE_STATES]));
  if (filter.hideExpirableStates)
    conditions.push(notInArray(tlinkLicenses.licenseState, [...EXPIRABLE_STATES]));
  // and() leaves out the conditions a filter did not set, and is undefined when none is left.
  return and(...conditions);
}

/** A column of the organisation (publisher, school, distributor) that `id` points at. */
function organisationColumn(column: 'name' | 'brin', id: AnyPgColumn) {
  return sql<
    string | null
  >`(select ${organisations[column]} from ${organisations} where ${organisations.id} = ${id})`;
}

/**
 * The columns every TLink JSON needs: the licence, its product, and the names of what it points to.
 * The names are scalar subqueries, not joins (decision 128): with six joins PostgreSQL spent 5-8 ms
 * planning the join order of every page and lookup (execution: 1-3 ms); a scalar subquery is
 * planned on its own in microseconds and runs as one index lookup per row of the page.
 */
export const tlinkSelection = {
  licence: tlinkLicenses,
  productTitle: products.title,
  productEan: products.ean,
  productEndOfLife: products.endOfLifeDate,
  publisherId: products.organisationId,
  publisherName: organisationColumn('name', products.organisationId),
  licenseType: sql<
    string | null
  >`(select ${licenseModels.licenseType} from ${licenseModels} where ${licenseModels.productId} = ${products.id})`,
  schoolName: organisationColumn('name', tlinkLicenses.organisationId),
  schoolBrin: organisationColumn('brin', tlinkLicenses.organisationId),
  accountEmail: sql<
    string | null
  >`(select ${accounts.email} from ${accounts} where ${accounts.id} = ${tlinkLicenses.accountId})`,
  accountName: sql<
    string | null
  >`(select nullif(concat_ws(' ', ${accounts.firstName}, ${accounts.tussenvoegsels}, ${accounts.familyName}), '') from ${accounts} where ${accounts.id} = ${tlinkLicenses.accountId})`,
  distributorName: organisationColumn('name', tlinkLicenses.distributorId),
};

/** A select of tlinkSelection; add where/order/limit. */
export function selectTlinks(db: Db) {
  return db
    .select(tlinkSelection)
    .from(tlinkLicenses)
    .innerJoin(products, eq(products.id, tlinkLicenses.productId));
}

export type TlinkRow = SelectedRow<typeof selectTlinks>;

/**
 * Beyond this offset the page's keys are found first on the licences alone (an index walk), and
 * only those 100 rows are joined: an OFFSET over the list's joins built and discarded every
 * skipped row with its six joins (50 s for items=2000000-2000099 at 4M licences).
 */
const DEFERRED_JOIN_OFFSET = 1000;

export async function listTlinks(
  db: Db,
  filter: TlinkListFilter,
  uitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
  /** Tests lower these to reach the paths beyond them with the demo data. */
  limits: { matchesFirst?: number; seekFrom?: number } = {},
) {
  const matchesFirstLimit = limits.matchesFirst ?? MATCHES_FIRST_LIMIT;
  const code = oneWholeCode(filter);
  if (code !== null && sort.field === 'licenseCode' && page.offset === 0 && page.limit > 0) {
    // The palette's TLink code lookup: one unique code, at most one row, its own total.
    const rows = await preparedCodePage(db, sort, uitgeverId !== null).execute({
      code,
      publisher: uitgeverId,
      limit: page.limit,
    });
    return { rows, total: rows.length };
  }
  const where = tlinkConditions(filter, uitgeverId);
  const key = sort.field === 'licenseCode' ? tlinkLicenses.licenseCode : tlinkLicenses.id;
  const orderBy = orderOf(sort);
  const soughtKeys = deepPageKeys({ filter, uitgeverId, where, sort, orderBy }, page, limits.seekFrom);
  const pageQuery =
    soughtKeys === null && page.offset < DEFERRED_JOIN_OFFSET
      ? selectTlinks(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(page.offset)
      : selectTlinks(db)
          .where(
            soughtKeys === null
              ? inArray(key, pageKeys(db, key, where, orderBy, page))
              : sql`${key} = any(${soughtKeys})`,
          )
          .orderBy(...orderBy);
  const fromCounter = counterTotal(db, filter, uitgeverId);
  if (fromCounter) {
    const [rows, [counted]] = await Promise.all([pageQuery, fromCounter]);
    return { rows, total: counted?.total ?? 0 };
  }
  if (sort.field === 'licenseCode') {
    // Every selective filter has a (filter, license_code) index, so this page is an ordered read,
    // and it is usually all there is: a page shorter than asked for is its own exact total.
    const rows = await pageQuery;
    const total =
      rows.length < page.limit && (rows.length > 0 || page.offset === 0)
        ? page.offset + rows.length
        : await countTlinks(db, filter, uitgeverId, { counters: false });
    return { rows, total };
  }
  // Another sort with a selective filter (decision 125): the matches are found, counted and sorted
  // in one statement, read once instead of once to count and once to sort.
  return readMatchesFirst(
    db,
    { table: tlinkLicenses, id: tlinkLicenses.id, value: sortColumns[sort.field], where },
    { direction: sort.direction, ...page, cap: matchesFirstLimit },
    (matches) =>
      db
        .select({ ...tlinkSelection, matchCount: matches.matchCount })
        .from(tlinkLicenses)
        .innerJoin(products, eq(products.id, tlinkLicenses.productId))
        .innerJoin(matches, eq(matches.id, tlinkLicenses.id))
        .orderBy(...orderBy),
    { count: () => countTlinks(db, filter, uitgeverId, { counters: false }), walk: () => pageQuery },
  );
}

/** The whole code when the filter is one whole code and nothing else; else null. */
function oneWholeCode(filter: TlinkListFilter): string | null {
  const code = filterIsOnly(filter, 'licenseCode') && filter.licenseCode ? typedCode(filter.licenseCode) : '';
  return code.length === CODE_LENGTH ? code : null;
}

/**
 * The first page of one whole code, built once per direction and scope with its values as
 * placeholders and sent unnamed (decision 741): drizzle building the list's select of the licence,
 * its product and five names was ~0.1 ms of the ~0.8 ms lookup at scale 20.
 */
const preparedCodePage = builtOncePerShape(
  (sort: Sort<SortField>, scoped: boolean) => `${sort.direction} ${scoped}`,
  (db, sort, scoped) =>
    selectTlinks(db)
      .where(
        and(
          scoped ? licencesOfPublisher(sql.placeholder('publisher')) : undefined,
          eq(tlinkLicenses.licenseCode, sql.placeholder('code')),
        ),
      )
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'))
      .prepare(''),
);

/** The list's order: license_code is unique, so it orders the licences alone. */
function orderOf(sort: Sort<SortField>): SQL[] {
  const order = sort.direction === 'ASC' ? asc : desc;
  // Without an id tiebreaker a deep page's codes come from an index-only walk of (filter,
  // license_code) (items=2000000-: 5.5 s -> 0.4 s).
  return sort.field === 'licenseCode'
    ? [order(tlinkLicenses.licenseCode)]
    : [order(sortColumns[sort.field]), order(tlinkLicenses.id)];
}

/**
 * The list of pasted codes (decision 535): its page, and beside it ONE statement over the pasted
 * codes in the administrator's scope saying which also match the list's other filters. That
 * statement names the codes not found and counts the list, so the call is two statements at once
 * instead of three one after another (page, count, found codes), each of at most 500 rows.
 */
export async function listTlinksByCodes(
  db: Db,
  filter: TlinkListFilter & { licenseCodes: string[] },
  uitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const others = tlinkConditions({ ...filter, licenseCodes: undefined }, null);
  const [rows, held] = await Promise.all([
    selectTlinks(db)
      .where(tlinkConditions(filter, uitgeverId))
      .orderBy(...orderOf(sort))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ code: tlinkLicenses.licenseCode, matches: sql<boolean>`${others ?? sql`true`}` })
      .from(tlinkLicenses)
      .where(tlinkConditions({ licenseCodes: filter.licenseCodes }, uitgeverId)),
  ]);
  return {
    rows,
    total: held.filter((row) => row.matches).length,
    notFound: notHeld(
      filter.licenseCodes,
      held.map((row) => row.code),
    ),
  };
}

/** The keys (ids, or codes for the code order) of one page, read from the licences alone. */
function pageKeys(
  db: Db,
  key: typeof tlinkLicenses.id | typeof tlinkLicenses.licenseCode,
  where: SQL | undefined,
  orderBy: SQL[],
  page: Page,
) {
  return db
    .select({ key })
    .from(tlinkLicenses)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** The exact number of licences the list's filter matches: from a counter where one answers it. */
export async function countTlinks(
  db: Db,
  filter: TlinkListFilter,
  uitgeverId: number | null,
  options: { counters: boolean } = { counters: true },
): Promise<number> {
  const fromCounter = options.counters ? counterTotal(db, filter, uitgeverId) : null;
  if (fromCounter) {
    const [row] = await fromCounter;
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: count() })
    .from(tlinkLicenses)
    .where(tlinkConditions(filter, uitgeverId));
  return row?.total ?? 0;
}

/** The palette's TLink id lookup, of any licence and of a publisher's: each prepared once (decisions 602, 655). */
const tlinkById = preparedOnce('tlink_by_id', (db, name) =>
  selectTlinks(db)
    .where(eq(tlinkLicenses.id, sql.placeholder('id')))
    .prepare(name),
);
const publishersTlinkById = preparedOnce('tlink_by_id_of_publisher', (db, name) =>
  selectTlinks(db)
    .where(
      and(eq(tlinkLicenses.id, sql.placeholder('id')), productPublisherScope(sql.placeholder('uitgeverId'))),
    )
    .prepare(name),
);

/** One licence within the administrator's scope; null when absent or another publisher's. */
export async function findTlink(db: Db, id: number, uitgeverId: number | null): Promise<TlinkRow | null> {
  const [row] =
    uitgeverId === null
      ? await tlinkById(db).execute({ id })
      : await publishersTlinkById(db).execute({ id, uitgeverId });
  return row ?? null;
}

/** A product with what the licence rules need; null when absent or another publisher's. */
export async function findProductForLicence(db: Db, id: number, uitgeverId: number | null) {
  const [row] = await db
    .select({ product: products, model: licenseModels })
    .from(products)
    .leftJoin(licenseModels, eq(licenseModels.productId, products.id))
    .where(and(eq(products.id, id), productPublisherScope(uitgeverId)));
  return row ?? null;
}

/** Whether an organisation with this id exists (optionally holding a type). */
export async function organisationExists(db: Db, id: number, type?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), type ? sql`${type} = any(${organisations.type})` : undefined));
  return row !== undefined;
}

export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

/** The default distributor organisation (esn `beheer-leskluis`). */
export async function defaultDistributorId(db: Db, esn: string): Promise<number | null> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.esn, esn))
    .orderBy(organisations.id)
    .limit(1);
  return row?.id ?? null;
}

/** Every column of a new licence but its code: the same for each licence one request creates. */
export type LicenceBase = Omit<typeof tlinkLicenses.$inferInsert, 'licenseCode' | 'id'>;

/**
 * Inserts one licence per code, every other column as in `base`, skipping codes that exist; the
 * new licences' ids and codes. One statement with the codes as ONE array parameter: as VALUES rows
 * of 16 parameters each, 5,000 licences were 80,000 parameters to bind (decision 666).
 */
export async function insertLicencesWithCodes(
  db: Db,
  base: LicenceBase,
  codes: string[],
): Promise<{ id: number; licenseCode: string }[]> {
  const columns = getTableColumns(tlinkLicenses);
  const keys = Object.keys(base) as (keyof LicenceBase)[];
  return rowsOf<{ id: number; licenseCode: string }>(
    db,
    sql`
    insert into ${tlinkLicenses} (${sql.identifier(columns.licenseCode.name)}, ${sql.join(
      keys.map((key) => sql.identifier(columns[key].name)),
      sql`, `,
    )})
    select code, ${sql.join(
      keys.map((key) => sql`${sql.param(base[key], columns[key])}::${sql.raw(columns[key].getSQLType())}`),
      sql`, `,
    )}
    from unnest(${sql.param(codes)}::text[]) as code
    on conflict (${sql.identifier(columns.licenseCode.name)}) do nothing
    returning id, license_code as "licenseCode"`,
  );
}
