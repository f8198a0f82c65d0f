import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { ACCOUNT_SORT_FIELDS, AccountListFilter } from '../../../domain/schemas/account';
import type { Db } from '../../db/connect';
import { accounts, externAccounts } from '../../db/schema/accounts';
import type { Sort } from '../../http/list';

type SortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const sortColumns = {
  updatedAt: accounts.updatedAt,
  createdAt: accounts.createdAt,
  id: accounts.id,
  email: accounts.email,
  username: accounts.username,
  familyName: accounts.familyName,
} as const satisfies Record<SortField, unknown>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const contains = (value: string) => `%${escapeLike(value.toLowerCase())}%`;

/** The WHERE clause of the users list (spec 000 §2 filters). */
export function accountConditions(filter: AccountListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.input) {
    const pattern = contains(filter.input);
    conditions.push(sql`(lower(${accounts.email}) like ${pattern} or ${accounts.telephone} like ${pattern})`);
  }
  if (filter.voornaam) conditions.push(sql`lower(${accounts.firstName}) like ${contains(filter.voornaam)}`);
  if (filter.tussenvoegsels) {
    conditions.push(sql`lower(${accounts.tussenvoegsels}) = ${filter.tussenvoegsels.toLowerCase()}`);
  }
  if (filter.achternaam)
    conditions.push(sql`lower(${accounts.familyName}) like ${contains(filter.achternaam)}`);
  if (filter.brin) {
    conditions.push(
      sql`upper(${accounts.nlEduPersonHomeOrganizationId}) like ${`${escapeLike(filter.brin.toUpperCase())}%`}`,
    );
  }
  if (filter.digiDeliveryId) conditions.push(eq(accounts.digiDeliveryId, filter.digiDeliveryId));
  if (filter.schoolYear) conditions.push(like(accounts.grades, `%JAAR_${filter.schoolYear}%`));
  if (filter.userid) {
    conditions.push(
      sql`exists (select 1 from ${externAccounts} where ${externAccounts.accountId} = ${accounts.id} and ${externAccounts.nameId} = ${filter.userid})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Accounts that have at least one confirmation link; shown as accessurlPresent. */
export async function listAccounts(
  db: Db,
  filter: AccountListFilter,
  sort: Sort<SortField>,
  page: { offset: number; limit: number },
) {
  const where = accountConditions(filter);
  const order = sort.direction === 'ASC' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(order(sortColumns[sort.field]), order(accounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}
