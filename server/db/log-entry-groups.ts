import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { LogEntry } from '../../domain/schemas/log-entry';
import type { Db } from './connect';
import type { Run } from './named-statements';
import { itemsOf, type RowsWithParts } from './rows-with-parts';
import { logEntryAccounts, logEntryLines } from './schema/logs';

type GroupHead = { id: number; meldcode: string; timestamp: Date };

/**
 * The lines, oldest first, and the accounts of the groups `ids` names: a list of ids, or a query of
 * them (so they can be read while the groups themselves are, decision 556).
 */
function readLinesAndAccounts(db: Db, ids: number[] | SQLWrapper, run: Run) {
  return Promise.all([
    run(
      db
        .select()
        .from(logEntryLines)
        .where(inArray(logEntryLines.logEntryId, ids))
        .orderBy(asc(logEntryLines.timestamp), asc(logEntryLines.id)),
    ),
    run(
      db
        .select({ logEntryId: logEntryAccounts.logEntryId, accountId: logEntryAccounts.accountId })
        .from(logEntryAccounts)
        .where(inArray(logEntryAccounts.logEntryId, ids))
        .orderBy(asc(logEntryAccounts.accountId)),
    ),
  ]);
}

/** Log entry groups (spec 000 §3 'Activity entry group') in the API shape, from what readLinesAndAccounts read. */
function groupsOf(
  groups: GroupHead[],
  [lines, links]: Awaited<ReturnType<typeof readLinesAndAccounts>>,
): LogEntry[] {
  return groups.map((group) => ({
    id: group.id,
    meldcode: group.meldcode,
    timestamp: group.timestamp.toISOString(),
    accounts: links.filter((link) => link.logEntryId === group.id).map((link) => link.accountId),
    entries: lines
      .filter((line) => line.logEntryId === group.id)
      .map((line) => ({
        id: line.id,
        timestamp: line.timestamp.toISOString(),
        info: line.info,
        error: line.error,
        external: line.external,
      })),
  }));
}

/** Log entry groups with their lines and accounts (decision 556). */
export const logEntryGroupParts: RowsWithParts<
  GroupHead,
  Awaited<ReturnType<typeof readLinesAndAccounts>>,
  LogEntry
> = { parts: readLinesAndAccounts, shape: groupsOf };

/**
 * Log entry groups with their lines and accounts: one read of each for the whole page, shared by an
 * account's activity and the meldcode search (areas do not import each other, decision 260).
 */
export function withLinesAndAccounts(db: Db, groups: GroupHead[]): Promise<LogEntry[]> {
  return itemsOf(db, groups, (group) => group.id, logEntryGroupParts);
}
