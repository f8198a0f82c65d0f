import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  ORGANISATION_SORT_FIELDS,
  type OrganisationListFilter,
} from '../../../domain/schemas/organisation-filters';
import type { Db } from '../../db/connect';
import { containsLower } from '../../db/like';
import { columnsNamed, filterIsOnly, type Page, readTablePage, sortOrder } from '../../db/list-page';
import {
  afterMatchesFirst,
  MATCHES_FIRST_LIMIT,
  pageOfMatches,
  readMatchesFirst,
} from '../../db/matches-first';
import { builtOncePerShape } from '../../db/named-statements';
import { organisationStyles } from '../../db/schema/organisation-styles';
import { organisations } from '../../db/schema/organisations';
import { organisationScope } from '../../db/scopes';
import type { BlockingEntity } from '../../http/errors';
import type { Sort } from '../../http/list';

type SortField = (typeof ORGANISATION_SORT_FIELDS)[number];
export type OrganisationRow = typeof organisations.$inferSelect;

const sortColumns = columnsNamed(organisations, ORGANISATION_SORT_FIELDS);

/**
 * An organisation as the API returns it. Billing fields are a superuser's business (spec 001 §2):
 * other administrators get the organisation without them (decision 042).
 */
export function organisationJson(row: OrganisationRow, withBilling: boolean) {
  const { billingModel, billingPrice, billingPercentage, ...rest } = row;
  return withBilling ? { ...rest, billingModel, billingPrice, billingPercentage } : rest;
}

/** The WHERE clause of GET organisations: type (any of), q, sectors (any of), verified. */
export function organisationConditions(filter: OrganisationListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.type?.length)
    conditions.push(sql`${organisations.type} && ${sql`array[${sql.join(filter.type, sql`, `)}]::text[]`}`);
  if (filter.sectors?.length) conditions.push(inArray(organisations.sector, filter.sectors));
  if (filter.verified !== undefined) conditions.push(eq(organisations.verified, filter.verified));
  if (filter.q) conditions.push(searchMatches(searchValues(filter.q)));
  return and(...conditions);
}

/** What the search `q` compares with: a LIKE pattern of it in lower case, and it in upper case for the BRIN. */
const searchValues = (q: string) => ({ pattern: containsLower(q), exact: q.toUpperCase() });

function searchMatches({ pattern, exact }: Record<'pattern' | 'exact', string | Placeholder>): SQL {
  return sql`(lower(${organisations.name}) like ${pattern} or lower(${organisations.esn}) like ${pattern} or upper(${organisations.brin}) = ${exact} or lower(${organisations.city}) like ${pattern})`;
}

/**
 * The search's matches-first statement (decision 733) built once per sort and scope with its values
 * as placeholders, sent unnamed (decision 741): drizzle building it was ~0.1 ms of a ~0.8 ms BRIN
 * lookup at scale 20.
 */
const preparedSearchPage = builtOncePerShape(
  (sort: Sort<SortField>, scoped: boolean) => `${sort.field} ${sort.direction} ${scoped}`,
  (db, sort, scoped) => {
    const where = and(
      organisationScope(scoped ? sql.placeholder('publisher') : null),
      searchMatches({ pattern: sql.placeholder('pattern'), exact: sql.placeholder('exact') }),
    );
    const matches = pageOfMatches(
      db,
      { table: organisations, id: organisations.id, value: sortColumns[sort.field], where },
      {
        direction: sort.direction,
        capped: sql.placeholder('capped'),
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      },
    );
    return searchRowsOf(db, matches, sortOrder(sort, sortColumns, organisations.id)).prepare('');
  },
);

/** The page's organisations joined to the matches' ids, with their count, in the list's order. */
const searchRowsOf = (db: Db, matches: ReturnType<typeof pageOfMatches>, order: SQL[]) =>
  db
    .select({ ...getTableColumns(organisations), matchCount: matches.matchCount })
    .from(organisations)
    .innerJoin(matches, eq(matches.id, organisations.id))
    .orderBy(...order);

export async function listOrganisations(
  db: Db,
  filter: OrganisationListFilter,
  viewerUitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const where = and(organisationScope(viewerUitgeverId), organisationConditions(filter));
  const order = sortOrder(sort, sortColumns, organisations.id);
  if (!filter.q) return readTablePage(db, organisations, db.select().from(organisations), where, order, page);
  // A search (q, a pasted BRIN above all) reads its matches first (decisions 125, 733): on PGlite
  // the planner scans the ~2,000 organisations whatever the scale, lower() of name, esn and city
  // per row costing ~2-3 ms, and the page and its count did so twice. One statement finds, counts
  // and sorts the matches; the page's rows are joined by id.
  const otherwise = {
    count: async () => (await db.select({ total: count() }).from(organisations).where(where))[0]?.total ?? 0,
    walk: () =>
      db
        .select()
        .from(organisations)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
  };
  const cap = MATCHES_FIRST_LIMIT;
  if (filterIsOnly(filter, 'q')) {
    const found = await preparedSearchPage(db, sort, viewerUitgeverId !== null).execute({
      ...searchValues(filter.q),
      publisher: viewerUitgeverId,
      capped: cap + 1,
      limit: page.limit,
      offset: page.offset,
    });
    return afterMatchesFirst(found, { ...page, cap }, otherwise);
  }
  return readMatchesFirst(
    db,
    { table: organisations, id: organisations.id, value: sortColumns[sort.field], where },
    { direction: sort.direction, ...page, cap },
    (matches) => searchRowsOf(db, matches, order),
    otherwise,
  );
}

/** One organisation, or null when it does not exist or is out of the viewer's scope. */
export async function findOrganisation(
  db: Db,
  id: number,
  viewerUitgeverId: number | null,
): Promise<OrganisationRow | null> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, id), organisationScope(viewerUitgeverId)));
  return row ?? null;
}

/**
 * Siblings: the other locations of the same institution, i.e. organisations with the same
 * institution BRIN (instellingBrin, or the BRIN when that is empty), case-insensitive (decision 042).
 */
export async function listSiblings(db: Db, org: OrganisationRow, viewerUitgeverId: number | null) {
  const key = (org.instellingBrin ?? org.brin)?.trim().toUpperCase();
  if (!key) return [];
  return db
    .select()
    .from(organisations)
    .where(
      and(
        ne(organisations.id, org.id),
        organisationScope(viewerUitgeverId),
        sql`upper(coalesce(nullif(${organisations.instellingBrin}, ''), ${organisations.brin})) = ${key}`,
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(500);
}

/** What holds on to an organisation, as `[type, table, column, label]`; constants, never user input. */
/** The publisher of a row through its product. */
const productPublisher = '(select p.organisation_id from products p where p.id = product_id)';

/**
 * The kinds of rows that block deleting an organisation: the type shown, where they point at it,
 * their label, and the publisher a row belongs to (null: reference data anyone may read).
 */
const BLOCKERS = [
  ['Product', 'products', 'organisation_id', "title || ' (' || ean || ')'", 'organisation_id'],
  ['TLinkLicentie', 'tlink_licenses', 'organisation_id', 'license_code', 'publisher_id'],
  ['TLinkLicentie', 'tlink_licenses', 'distributor_id', 'license_code', 'publisher_id'],
  [
    'Schoolcontract',
    'school_contracts',
    'school_id',
    'contract_reference_id',
    '(select s.organisation_id from products s where s.id = subject_id)',
  ],
  [
    'Schoolcontract',
    'school_contracts',
    'distributor_id',
    'contract_reference_id',
    '(select s.organisation_id from products s where s.id = subject_id)',
  ],
  [
    'Orderregel',
    'order_details',
    'distributor_id',
    "order_id || ' / ' || coalesce(reference_id, '')",
    productPublisher,
  ],
  ['ECK-account', 'eck_accounts', 'organisation_id', 'name', null],
  ['ECK-licentie', 'eck_licenses', 'organisation_id', 'reference_id', productPublisher],
  ['ECK-licentie', 'eck_licenses', 'distributor_id', 'reference_id', productPublisher],
  ['PO-licentie', 'po_licenses', 'organisation_id', 'coalesce(reference_id, id::text)', productPublisher],
  ['OAuthClient', 'oauth_clients', 'owner_id', 'client_id', 'owner_id'],
  ['Beheerder', 'administrators', 'uitgever_id', "name || ' (' || email || ')'", 'uitgever_id'],
  ['Rol', 'roles', 'uitgever_id', 'naam', 'uitgever_id'],
] as const;

/** Shown per kind of blocker; more become one summary line. */
const SHOWN_PER_KIND = 5;

/**
 * The entities that block deleting an organisation: up to five of each kind plus a count of the
 * rest. A publisher-bound viewer sees named only rows of their publisher (decision 102): another
 * publisher's licence codes, contracts and orders at a school are counted in the summary line,
 * never named, and the delete is refused all the same.
 */
export async function organisationBlockers(
  db: Db,
  id: number,
  viewerUitgeverId: number | null,
): Promise<BlockingEntity[]> {
  const out: BlockingEntity[] = [];
  for (const [entityType, table, column, label, publisher] of BLOCKERS) {
    const visible =
      viewerUitgeverId === null || publisher === null
        ? sql`true`
        : sql`coalesce(${sql.raw(publisher)} = ${viewerUitgeverId}, false)`;
    // The rows the viewer may see come first; the total counts every row.
    const result = await db.execute(
      sql`select id, ${sql.raw(label)} as label, ${visible} as visible, count(*) over ()::int as total
        from ${sql.raw(table)} where ${sql.raw(column)} = ${id} order by 3 desc, id limit ${SHOWN_PER_KIND}`,
    );
    const { rows } = result as unknown as {
      rows: { id: number; label: string; visible: boolean; total: number }[];
    };
    const named = rows.filter((row) => row.visible);
    for (const row of named) out.push({ toString: row.label, entityType, id: Number(row.id) });
    const total = Number(rows[0]?.total ?? 0);
    if (total > named.length)
      out.push({ toString: `en nog ${total - named.length} andere`, entityType, id: `${table}:${column}` });
  }
  return out;
}

/** Styles of one organisation or of all, limited to the organisations the viewer may read. */
export async function listStyles(db: Db, organisationId: number | null, viewerUitgeverId: number | null) {
  const scope = organisationScope(viewerUitgeverId);
  return db
    .select()
    .from(organisationStyles)
    .where(
      and(
        organisationId === null ? undefined : eq(organisationStyles.organisationId, organisationId),
        scope
          ? inArray(
              organisationStyles.organisationId,
              db.select({ id: organisations.id }).from(organisations).where(scope),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organisationStyles.organisationId), asc(organisationStyles.name))
    .limit(1000);
}

export async function findStyle(db: Db, id: number) {
  const [row] = await db.select().from(organisationStyles).where(eq(organisationStyles.id, id));
  return row ?? null;
}

export function styleJson(row: typeof organisationStyles.$inferSelect) {
  const { organisationId, ...rest } = row;
  return { ...rest, organisation: { id: organisationId } };
}
