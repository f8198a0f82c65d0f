import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { maySeeFullNames, type NameViewer } from '../../../domain/rights';
import { EXTERN_FULL_NAME_ATTRIBUTES } from '../../../domain/schemas/account';
import type { Db } from '../../db/connect';
import { type Page, readPage } from '../../db/list-page';
import { externAccounts } from '../../db/schema/accounts';

type ExternRow = typeof externAccounts.$inferSelect;

const NAME_KEYS: ReadonlySet<string> = new Set(EXTERN_FULL_NAME_ATTRIBUTES);

/** The attributes without the keys that carry the person's name (EXTERN_FULL_NAME_ATTRIBUTES). */
export function withoutNameAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !NAME_KEYS.has(key)));
}

/** Only the keys that carry the person's name. */
export function nameAttributesOf(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => NAME_KEYS.has(key)));
}

/**
 * An external account as this viewer may read it (spec 000 §3) plus the account it is linked to, or
 * null; the name attributes only where maySeeFullNames (decision 157).
 */
export function externAccountJson(viewer: NameViewer, row: ExternRow) {
  return {
    id: row.id,
    accountType: row.accountType as 'KNF' | 'BP',
    nameId: row.nameId,
    attributes: maySeeFullNames(viewer) ? row.attributes : withoutNameAttributes(row.attributes),
    isUndetachable: row.isUndetachable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    account: row.accountId,
  };
}

export async function listExternAccounts(
  db: Db,
  filter: { nameId?: string | undefined; accountType?: 'KNF' | 'BP' | undefined; accountId?: number },
  page: Page,
) {
  const conditions: SQL[] = [];
  if (filter.nameId) conditions.push(eq(externAccounts.nameId, filter.nameId));
  if (filter.accountType) conditions.push(eq(externAccounts.accountType, filter.accountType));
  if (filter.accountId !== undefined) conditions.push(eq(externAccounts.accountId, filter.accountId));
  const where = conditions.length ? and(...conditions) : undefined;
  return readPage(
    db.select().from(externAccounts).where(where).$dynamic(),
    [asc(externAccounts.id)],
    page,
    db.select({ total: count() }).from(externAccounts).where(where),
  );
}
