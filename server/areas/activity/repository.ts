import { and, count, desc, eq } from 'drizzle-orm';
import type { ActivityGroup } from '../../../domain/schemas/account-activity';
import type { MergeLogEntry } from '../../../domain/schemas/account-merge';
import type { Db } from '../../db/connect';
import { withLinesAndAccounts } from '../../db/log-entry-groups';
import { logEntries, logEntryAccounts } from '../../db/schema/logs';
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
  // The activity reply's lines carry no id (ActivityLineSchema).
  const items: ActivityGroup[] = (await withLinesAndAccounts(db, groups)).map((group) => ({
    ...group,
    entries: group.entries.map(({ id: _id, ...line }) => line),
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
