import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { LogEntry } from '../../domain/schemas/log-entry';
import type { Db } from './connect';
import { logEntryAccounts, logEntryLines } from './schema/logs';

type GroupHead = { id: number; meldcode: string; timestamp: Date };

/**
 * The lines, oldest first, and the accounts of the groups `ids` names: a list of ids, or a query of
 * them (so they can be read while the groups themselves are, decision 556).
 */
export function readLinesAndAccounts(db: Db, ids: number[] | SQLWrapper) {
  return Promise.all([
    db
      .select()
      .from(logEntryLines)
      .where(inArray(logEntryLines.logEntryId, ids))
      .orderBy(asc(logEntryLines.timestamp), asc(logEntryLines.id)),
    db
      .select({ logEntryId: logEntryAccounts.logEntryId, accountId: logEntryAccounts.accountId })
      .from(logEntryAccounts)
      .where(inArray(logEntryAccounts.logEntryId, ids))
      .orderBy(asc(logEntryAccounts.accountId)),
  ]);
}

/** Log entry groups (spec 000 §3 'Activity entry group') in the API shape, from what readLinesAndAccounts read. */
export function groupsOf(
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

/**
 * Log entry groups with their lines and accounts: one read of each for the whole page, shared by an
 * account's activity and the meldcode search (areas do not import each other, decision 260).
 */
export async function withLinesAndAccounts(db: Db, groups: GroupHead[]): Promise<LogEntry[]> {
  if (groups.length === 0) return [];
  return groupsOf(
    groups,
    await readLinesAndAccounts(
      db,
      groups.map((group) => group.id),
    ),
  );
}
