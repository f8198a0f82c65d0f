import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  OAUTH_CLIENT_SORT_FIELDS,
  type OAuthClientListFilter,
} from '../../../domain/schemas/oauth-client-filters';
import type { Db } from '../../db/connect';
import { containsAnyCase } from '../../db/like';
import { columnsNamed, type Page, readTablePage, sortOrder } from '../../db/list-page';
import { eckAccounts } from '../../db/schema/eck';
import { oauthClientOrganisations, oauthClients } from '../../db/schema/oauth-clients';
import { organisations } from '../../db/schema/organisations';
import { organisationScope } from '../../db/scopes';
import type { Sort } from '../../http/list';

type SortField = (typeof OAUTH_CLIENT_SORT_FIELDS)[number];

const sortColumns = columnsNamed(oauthClients, OAUTH_CLIENT_SORT_FIELDS);

function conditions(filter: OAuthClientListFilter, scopeOwnerId: number | null): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) parts.push(containsAnyCase(filter.q, oauthClients.clientId, oauthClients.displayName));
  if (filter.rol) parts.push(eq(oauthClients.rol, filter.rol));
  if (scopeOwnerId !== null) parts.push(eq(oauthClients.ownerId, scopeOwnerId));
  return and(...parts);
}

type NamedRef = { id: number; name: string };

/**
 * The API shape, read in the statement of the clients themselves: never the secret hash; the
 * owner, the organisations (by name) and the ECK account with their names (issue 21 review: not a
 * query per kind of name after the rows).
 */
const { secretHash: _hash, eckAccountId: _eck, ...shownColumns } = getTableColumns(oauthClients);
const jsonColumns = {
  ...shownColumns,
  // The client's columns in a subquery are named with its table: drizzle writes them bare.
  hasSecret: sql<boolean>`${oauthClients}.secret_hash is not null`.mapWith(Boolean),
  owner: sql<NamedRef | null>`(select json_build_object('id', o.id, 'name', o.name)
    from ${organisations} o where o.id = ${oauthClients}.owner_id)`,
  organisations: sql<
    NamedRef[]
  >`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name)
    from ${oauthClientOrganisations} l join ${organisations} o on o.id = l.organisation_id
    where l.oauth_client_id = ${oauthClients}.id), '[]'::json)`,
  eckAccount: sql<NamedRef | null>`(select json_build_object('id', e.id, 'name', e.name)
    from ${eckAccounts} e where e.id = ${oauthClients}.eck_account_id)`,
};
const selectJson = (db: Db) => db.select(jsonColumns).from(oauthClients);
export type OAuthClientJson = Awaited<ReturnType<typeof selectJson>>[number];

export async function listOAuthClients(
  db: Db,
  filter: OAuthClientListFilter,
  scopeOwnerId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const where = conditions(filter, scopeOwnerId);
  const order = sortOrder(sort, sortColumns, oauthClients.id);
  return readTablePage(db, oauthClients, selectJson(db), where, order, page);
}

export async function findOAuthClientJson(db: Db, id: number): Promise<OAuthClientJson | null> {
  const [json] = await selectJson(db).where(eq(oauthClients.id, id));
  return json ?? null;
}

/**
 * Of `ids`, the organisations that exist for the viewer: a publisher-bound administrator sees no
 * other publisher (`organisationScope`, decision 153), so linking one reads like an unknown id.
 */
export async function existingOrganisationIds(
  db: Db,
  ids: readonly number[],
  viewerUitgeverId: number | null,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, [...ids]), organisationScope(viewerUitgeverId)));
  return new Set(rows.map((row) => row.id));
}

export async function eckAccountExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: eckAccounts.id }).from(eckAccounts).where(eq(eckAccounts.id, id));
  return row !== undefined;
}

export async function clientIdInUse(db: Db, clientId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthClients.id })
    .from(oauthClients)
    .where(eq(oauthClients.clientId, clientId));
  return row !== undefined && row.id !== exceptId;
}
