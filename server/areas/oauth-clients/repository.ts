import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  OAUTH_CLIENT_SORT_FIELDS,
  OAuthClientListFilter,
} from '../../../domain/schemas/oauth-client-filters';
import type { Db } from '../../db/connect';
import { containsAnyCase } from '../../db/like';
import { type Page, readPage, sortOrder } from '../../db/list-page';
import { eckAccounts } from '../../db/schema/eck';
import { oauthClientOrganisations, oauthClients } from '../../db/schema/oauth-clients';
import { organisations } from '../../db/schema/organisations';
import { organisationScope } from '../../db/scopes';
import type { Sort } from '../../http/list';

type SortField = (typeof OAUTH_CLIENT_SORT_FIELDS)[number];
export type OAuthClientRow = typeof oauthClients.$inferSelect;

const sortColumns = {
  clientId: oauthClients.clientId,
  displayName: oauthClients.displayName,
  rol: oauthClients.rol,
  id: oauthClients.id,
  updatedAt: oauthClients.updatedAt,
} as const satisfies Record<SortField, unknown>;

function conditions(filter: OAuthClientListFilter, scopeOwnerId: number | null): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) parts.push(containsAnyCase(filter.q, oauthClients.clientId, oauthClients.displayName));
  if (filter.rol) parts.push(eq(oauthClients.rol, filter.rol));
  if (scopeOwnerId !== null) parts.push(eq(oauthClients.ownerId, scopeOwnerId));
  return parts.length ? and(...parts) : undefined;
}

/** The id and name of each row of `table` that `ids` name (a client's owner, its ECK account). */
async function namesOf(db: Db, table: typeof organisations | typeof eckAccounts, ids: (number | null)[]) {
  const named = [...new Set(ids.filter((id): id is number => id !== null))];
  if (named.length === 0) return [];
  return db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, named));
}

/** The API shape: never the secret hash; owner, organisations and ECK account with their names. */
async function toJson(db: Db, rows: OAuthClientRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select({
      oauthClientId: oauthClientOrganisations.oauthClientId,
      id: organisations.id,
      name: organisations.name,
    })
    .from(oauthClientOrganisations)
    .innerJoin(organisations, eq(organisations.id, oauthClientOrganisations.organisationId))
    .where(inArray(oauthClientOrganisations.oauthClientId, ids))
    .orderBy(asc(organisations.name));
  const owners = await namesOf(
    db,
    organisations,
    rows.map((row) => row.ownerId),
  );
  const ecks = await namesOf(
    db,
    eckAccounts,
    rows.map((row) => row.eckAccountId),
  );
  return rows.map(({ secretHash, eckAccountId, ...row }) => ({
    ...row,
    hasSecret: secretHash !== null,
    owner: owners.find((owner) => owner.id === row.ownerId) ?? null,
    organisations: links
      .filter((link) => link.oauthClientId === row.id)
      .map(({ id, name }) => ({ id, name })),
    eckAccount: ecks.find((eck) => eck.id === eckAccountId) ?? null,
  }));
}
export type OAuthClientJson = Awaited<ReturnType<typeof toJson>>[number];

export async function listOAuthClients(
  db: Db,
  filter: OAuthClientListFilter,
  scopeOwnerId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const where = conditions(filter, scopeOwnerId);
  const { rows, total } = await readPage(
    db.select().from(oauthClients).where(where).$dynamic(),
    sortOrder(sort, sortColumns, oauthClients.id),
    page,
    db.select({ total: count() }).from(oauthClients).where(where),
  );
  return { rows: await toJson(db, rows), total };
}

export async function findOAuthClientJson(db: Db, id: number): Promise<OAuthClientJson | null> {
  const rows = await db.select().from(oauthClients).where(eq(oauthClients.id, id));
  const [json] = await toJson(db, rows);
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
