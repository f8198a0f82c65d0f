import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { ROLE_SORT_FIELDS, type RoleListFilter } from '../../../domain/schemas/role';
import type { Db } from '../../db/connect';
import { containsAnyCase } from '../../db/like';
import { columnsNamed, type Page, readTablePage, sortOrder } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { administrators, roles } from '../../db/schema/administrators';
import { organisations } from '../../db/schema/organisations';
import type { Sort } from '../../http/list';

type SortField = (typeof ROLE_SORT_FIELDS)[number];

const sortColumns = columnsNamed(roles, ROLE_SORT_FIELDS);

const columns = {
  ...columnsNamed(roles, ['id', 'naam', 'rechten', 'isKiesbaar', 'isBasisRol', 'createdAt', 'updatedAt']),
  uitgeverId: organisations.id,
  uitgeverName: organisations.name,
};

/** The roles with their publisher's id and name (none for a role of every publisher). */
function selectRoles(db: Db) {
  return db.select(columns).from(roles).leftJoin(organisations, eq(organisations.id, roles.uitgeverId));
}

type Row = SelectedRow<typeof selectRoles>;

/** A role as the API returns it: uitgever as `{ id, name }` or null. */
export function roleJson(row: Row) {
  const { uitgeverId, uitgeverName, ...rest } = row;
  return { ...rest, uitgever: uitgeverId === null ? null : { id: uitgeverId, name: uitgeverName ?? '' } };
}
export type RoleJson = ReturnType<typeof roleJson>;

/**
 * GET roles. `uitgever` and `geenUitgever` together mean "of that publisher or of none" (what the
 * administrator form offers); a publisher-bound reader sees only their publisher's roles.
 */
export async function listRoles(
  db: Db,
  filter: RoleListFilter,
  scopeUitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const conditions: SQL[] = [];
  if (filter.isKiesbaar !== undefined) conditions.push(eq(roles.isKiesbaar, filter.isKiesbaar));
  if (filter.geenBasisRol) conditions.push(eq(roles.isBasisRol, false));
  const publisher = filter.uitgever ? eq(roles.uitgeverId, Number(filter.uitgever)) : undefined;
  if (publisher && filter.geenUitgever) conditions.push(or(publisher, isNull(roles.uitgeverId))!);
  else if (publisher) conditions.push(publisher);
  else if (filter.geenUitgever) conditions.push(isNull(roles.uitgeverId));
  if (filter.q) conditions.push(containsAnyCase(filter.q, roles.naam));
  if (scopeUitgeverId !== null) conditions.push(eq(roles.uitgeverId, scopeUitgeverId));
  const where = and(...conditions);
  const order = sortOrder(sort, sortColumns, roles.id);
  const { rows, total } = await readTablePage(db, roles, selectRoles(db), where, order, page);
  return { rows: rows.map(roleJson), total };
}

export async function findRoleJson(db: Db, id: number): Promise<RoleJson | null> {
  const [row] = await selectRoles(db).where(eq(roles.id, id));
  return row ? roleJson(row) : null;
}

/** Administrators holding a role: they block its delete. */
export async function roleHolders(db: Db, rolId: number, limit = 25) {
  return db
    .select({
      id: administrators.id,
      name: administrators.name,
      email: administrators.email,
      uitgeverId: administrators.uitgeverId,
    })
    .from(administrators)
    .where(eq(administrators.rolId, rolId))
    .orderBy(administrators.name)
    .limit(limit);
}
