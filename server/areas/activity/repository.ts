import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ActivityGroup } from '../../../domain/schemas/account-activity';
import type { MergeLogEntry } from '../../../domain/schemas/account-merge';
import type { Db } from '../../db/connect';
import { logEntries, logEntryAccounts, logEntryLines } from '../../db/schema/logs';
import { mergeLogs } from '../../db/schema/merges';
import { logEntryScope } from '../../db/scopes';

/**
 * The newest `amount` activity groups of an account (spec 000 §3 'Activity entry group') that the
 * viewer may read (`logEntryScope`), and their total.
 */
export async function listActivity(db: Db, accountId: number, amount: number, publisherId: number | null) {
  const where = and(eq(logEntryAccounts.accountId, accountId), logEntryScope(publisherId));
  const [groups, [totalRow]] = await Promise.all([
    db
      .select({ id: logEntries.id, meldcode: logEntries.meldcode, timestamp: logEntries.timestamp })
      .from(logEntryAccounts)
      .innerJoin(logEntries, eq(logEntries.id, logEntryAccounts.logEntryId))
      .where(where)
      .orderBy(desc(logEntryAccounts.timestamp), desc(logEntryAccounts.logEntryId))
      .limit(amount),
    publisherId === null
      ? db.select({ total: count() }).from(logEntryAccounts).where(where)
      : db
          .select({ total: count() })
          .from(logEntryAccounts)
          .innerJoin(logEntries, eq(logEntries.id, logEntryAccounts.logEntryId))
          .where(where),
  ]);
  const ids = groups.map((group) => group.id);
  const [lines, links] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(logEntryLines)
          .where(inArray(logEntryLines.logEntryId, ids))
          .orderBy(asc(logEntryLines.timestamp), asc(logEntryLines.id)),
        db
          .select({ logEntryId: logEntryAccounts.logEntryId, accountId: logEntryAccounts.accountId })
          .from(logEntryAccounts)
          .where(inArray(logEntryAccounts.logEntryId, ids)),
      ])
    : [[], []];
  const items: ActivityGroup[] = groups.map((group) => ({
    id: group.id,
    meldcode: group.meldcode,
    timestamp: group.timestamp.toISOString(),
    accounts: links.filter((link) => link.logEntryId === group.id).map((link) => link.accountId),
    entries: lines
      .filter((line) => line.logEntryId === group.id)
      .map((line) => ({
        info: line.info,
        error: line.error,
        timestamp: line.timestamp.toISOString(),
        external: line.external,
      })),
  }));
  return { items, total: totalRow?.total ?? 0 };
}

/** Merge history of an account: the sources merged into it, newest first. */
export async function listMergeLogs(db: Db, accountId: number): Promise<MergeLogEntry[]> {
  const rows = await db
    .select()
    .from(mergeLogs)
    .where(eq(mergeLogs.destinationAccountId, accountId))
    .orderBy(desc(mergeLogs.timestamp), desc(mergeLogs.id));
  return rows.map((row) => ({
    id: row.id,
    sourceAccountId: row.sourceAccountId,
    sourceAccountContact: row.sourceAccountContact,
    destinationAccountId: row.destinationAccountId,
    timestamp: row.timestamp.toISOString(),
    sourceAccountExternAccounts: row.sourceAccountExternAccounts,
    sourceAccountTlinks: row.sourceAccountTlinks,
    sourceAccountMeldcodes: row.sourceAccountMeldcodes,
  }));
}
