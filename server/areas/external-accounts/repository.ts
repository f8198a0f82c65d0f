import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { maySeeFullNames, type NameViewer } from '../../../domain/rights';
import { EXTERN_FULL_NAME_ATTRIBUTES } from '../../../domain/schemas/account';
import type { Db } from '../../db/connect';
import { SEEK_FROM, seekBucket, seekPage } from '../../db/counters/bucket-seek';
import { EXTERN_ID_BLOCK, externAccountCountsByIdBlock } from '../../db/counters/extern-account-counters';
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

/**
 * GET /api/externalaccounts, in id order. Without a name-ID or account filter (the whole list, or
 * one type: 1.27M accounts at scale 20) the exact total sums the id-block counter and a deep page
 * starts at the block holding its first row (decision 466) instead of counting and walking every
 * account; a name ID or an account is an index lookup of a few rows.
 */
export async function listExternAccounts(
  db: Db,
  filter: { nameId?: string | undefined; accountType?: 'KNF' | 'BP' | undefined; accountId?: number },
  page: Page,
  seekFrom = SEEK_FROM,
) {
  const conditions: SQL[] = [];
  if (filter.nameId) conditions.push(eq(externAccounts.nameId, filter.nameId));
  if (filter.accountType) conditions.push(eq(externAccounts.accountType, filter.accountType));
  if (filter.accountId !== undefined) conditions.push(eq(externAccounts.accountId, filter.accountId));
  const where = and(...conditions);
  const order = [asc(externAccounts.id)];
  if (filter.nameId || filter.accountId !== undefined)
    return readPage(
      db.select().from(externAccounts).where(where).$dynamic(),
      order,
      page,
      db.select({ total: count() }).from(externAccounts).where(where),
    );
  const counted = filter.accountType
    ? eq(externAccountCountsByIdBlock.accountType, filter.accountType)
    : undefined;
  const total = db
    .select({ total: sql<number>`coalesce(sum(${externAccountCountsByIdBlock.n}), 0)`.mapWith(Number) })
    .from(externAccountCountsByIdBlock)
    .where(counted);
  if (page.offset < seekFrom)
    return readPage(db.select().from(externAccounts).where(where).$dynamic(), order, page, total);
  const sought = seekPage({
    counter: {
      table: externAccountCountsByIdBlock,
      bucket: externAccountCountsByIdBlock.idBlock,
      n: externAccountCountsByIdBlock.n,
      where: counted,
    },
    list: {
      table: externAccounts,
      key: externAccounts.id,
      where,
      orderBy: order,
      start: sql`${externAccounts.id} >= ${seekBucket} * ${EXTERN_ID_BLOCK}`,
    },
    direction: 'ASC',
    page,
  });
  return readPage(
    db.select().from(externAccounts).where(sql`${externAccounts.id} = any(${sought})`).$dynamic(),
    order,
    { offset: 0, limit: page.limit },
    total,
  );
}
