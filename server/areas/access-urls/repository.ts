import { desc, eq } from 'drizzle-orm';
import type { AccessUrl } from '../../../domain/schemas/account-activity';
import type { Db } from '../../db/connect';
import { type Page, readTablePage } from '../../db/list-page';
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

/** Confirmation links, newest first, optionally of one account. */
export async function listAccessUrls(db: Db, filter: { account?: number | undefined }, page: Page) {
  const where = filter.account === undefined ? undefined : eq(accessUrls.accountId, filter.account);
  const order = [desc(accessUrls.createdAt), desc(accessUrls.id)];
  return readTablePage(db, accessUrls, db.select().from(accessUrls), where, order, page);
}
