import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { externAccounts } from '../../db/schema/accounts';

type ExternRow = typeof externAccounts.$inferSelect;

/** An external account as the API shows it (spec 000 §3) plus the account it is linked to, or null. */
export function externAccountJson(row: ExternRow) {
  return {
    id: row.id,
    accountType: row.accountType as 'KNF' | 'BP',
    nameId: row.nameId,
    attributes: row.attributes,
    isUndetachable: row.isUndetachable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    account: row.accountId,
  };
}

export async function listExternAccounts(
  db: Db,
  filter: { nameId?: string | undefined; accountType?: 'KNF' | 'BP' | undefined; accountId?: number },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.nameId) conditions.push(eq(externAccounts.nameId, filter.nameId));
  if (filter.accountType) conditions.push(eq(externAccounts.accountType, filter.accountType));
  if (filter.accountId !== undefined) conditions.push(eq(externAccounts.accountId, filter.accountId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(externAccounts)
      .where(where)
      .orderBy(asc(externAccounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(externAccounts).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
