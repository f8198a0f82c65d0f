import { desc, eq, sql } from 'drizzle-orm';
import type { AccessUrl } from '../../../domain/schemas/account-activity';
import type { Db } from '../../db/connect';
import { type DayCountedList, dayCountedPageIds, dayCountedTotal } from '../../db/counters/day-counted-list';
import { accessUrlCountsByCreatedDay } from '../../db/counters/list-counters';
import { type Page, readPage, readTablePage } from '../../db/list-page';
import { accessUrls } from '../../db/schema/access-urls';

type AccessUrlRow = typeof accessUrls.$inferSelect;

/** A confirmation link as the API shows it: never its token (decision 150). */
export function accessUrlJson(row: AccessUrlRow): AccessUrl {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    used: row.used,
    email: row.email,
    telephone: row.telephone,
    type: row.type as AccessUrl['type'],
    account: row.accountId,
  };
}

/** Confirmation links counted by the Dutch day of their creation (decision 732). */
const accessUrlsByCreatedDay: DayCountedList = {
  counter: accessUrlCountsByCreatedDay,
  day: accessUrlCountsByCreatedDay.createdDay,
  table: accessUrls,
  id: accessUrls.id,
  at: accessUrls.createdAt,
};

/**
 * Confirmation links, newest first, optionally of one account (its index). Every link: the total
 * sums the created-day counter and a deep page starts at the day holding its first link (decision
 * 732), the first pages walk (created_at, id).
 */
export async function listAccessUrls(
  db: Db,
  filter: { account?: number | undefined },
  page: Page,
  /** Tests lower this to reach the seek with the demo data. */
  seekFrom?: number,
) {
  const order = [desc(accessUrls.createdAt), desc(accessUrls.id)];
  if (filter.account !== undefined) {
    const where = eq(accessUrls.accountId, filter.account);
    return readTablePage(db, accessUrls, db.select().from(accessUrls), where, order, page);
  }
  const total = dayCountedTotal(db, accessUrlsByCreatedDay, {});
  const sought = dayCountedPageIds(
    accessUrlsByCreatedDay,
    {},
    undefined,
    { direction: 'DESC', orderBy: order },
    page,
    seekFrom,
  );
  const rows = db.select().from(accessUrls).$dynamic();
  return sought
    ? readPage(
        rows.where(sql`${accessUrls.id} = any(${sought})`),
        order,
        { offset: 0, limit: page.limit },
        total,
      )
    : readPage(rows, order, page, total);
}
