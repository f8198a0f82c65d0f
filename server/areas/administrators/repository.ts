import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMINISTRATOR_SORT_FIELDS,
  type AdministratorListFilter,
} from '../../../domain/schemas/administrator';
import type { Db } from '../../db/connect';
import { containsAnyCase } from '../../db/like';
import { columnsNamed, type Page, readTablePage, sortOrder } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { administrators, roles } from '../../db/schema/administrators';
import { organisations } from '../../db/schema/organisations';
import type { Sort } from '../../http/list';

const adminPublisher = alias(organisations, 'admin_publisher');
const rolePublisher = alias(organisations, 'role_publisher');

type SortField = (typeof ADMINISTRATOR_SORT_FIELDS)[number];

const sortColumns = columnsNamed(administrators, ADMINISTRATOR_SORT_FIELDS);

const viewColumns = {
  ...columnsNamed(administrators, [
    'id',
    'name',
    'email',
    'givenName',
    'attributes',
    'createdAt',
    'updatedAt',
  ]),
  rol: { id: roles.id, naam: roles.naam, rechten: roles.rechten, isKiesbaar: roles.isKiesbaar },
  rolUitgever: { id: rolePublisher.id, name: rolePublisher.name },
  uitgever: {
    id: adminPublisher.id,
    name: adminPublisher.name,
    askForVolledigeNaam: adminPublisher.askForVolledigeNaam,
  },
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.rolId))
    .leftJoin(rolePublisher, eq(rolePublisher.id, roles.uitgeverId))
    .leftJoin(adminPublisher, eq(adminPublisher.id, administrators.uitgeverId));
}

type ViewRow = SelectedRow<typeof viewQuery>;

function toView(row: ViewRow) {
  const { rolUitgever, uitgever, rol, ...rest } = row;
  return {
    ...rest,
    rol: { ...rol, uitgever: rolUitgever?.id ? rolUitgever : null },
    uitgever: uitgever?.id ? uitgever : null,
  };
}
export type AdministratorView = ReturnType<typeof toView>;

/** An administrator with role, rights and publisher, as GET administrators/me, the item and the list return it. */
export async function findAdministratorView(db: Db, id: number): Promise<AdministratorView | null> {
  const [row] = await viewQuery(db).where(eq(administrators.id, id));
  return row ? toView(row) : null;
}

/** GET administrators: q on name and e-mail, rol; a publisher-bound reader sees their publisher's only. */
export async function listAdministrators(
  db: Db,
  filter: AdministratorListFilter,
  scopeUitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(containsAnyCase(filter.q, administrators.name, administrators.email));
  if (filter.rol) conditions.push(eq(administrators.rolId, Number(filter.rol)));
  if (scopeUitgeverId !== null) conditions.push(eq(administrators.uitgeverId, scopeUitgeverId));
  const where = and(...conditions);
  const order = sortOrder(sort, sortColumns, administrators.id);
  const { rows, total } = await readTablePage(db, administrators, viewQuery(db), where, order, page);
  return { rows: rows.map(toView), total };
}

export async function findRole(db: Db, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(sql`lower(${administrators.email})`, email.toLowerCase()))
    .limit(2);
  return row !== undefined && row.id !== exceptId;
}

/** How many administrators hold a role with is_superuser. */
export async function countSuperusers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.rolId))
    .where(sql`'is_superuser' = any(${roles.rechten})`);
  return row?.total ?? 0;
}
