import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { LogEntry, LogEntryFilter } from '../../../domain/schemas/log-entry';
import type { Db } from '../../db/connect';
import { logEntries, logEntryAccounts, logEntryLines } from '../../db/schema/logs';
import { logEntryScope } from '../../db/scopes';

const WHOLE_MELDCODE = /^[A-Z0-9]{3}-[A-Z0-9]{4}$/;

/** Exact match (unique index) for a whole meldcode; otherwise 'contains' on the trigram index. */
function meldcodeCondition(meldcode: string): SQL {
  if (WHOLE_MELDCODE.test(meldcode)) return eq(logEntries.meldcode, meldcode);
  return like(logEntries.meldcode, `%${meldcode}%`);
}

/** The newest `limit` groups matching the meldcode that the viewer may read, with their accounts and lines, plus the total. */
export async function searchLogEntries(
  db: Db,
  filter: LogEntryFilter,
  limit: number,
  publisherId: number | null,
): Promise<{ rows: LogEntry[]; total: number }> {
  const where = and(meldcodeCondition(filter.meldcode), logEntryScope(publisherId));
  const [groups, [totalRow]] = await Promise.all([
    db
      .select()
      .from(logEntries)
      .where(where)
      .orderBy(desc(logEntries.timestamp), desc(logEntries.id))
      .limit(limit),
    db.select({ total: count() }).from(logEntries).where(where),
  ]);
  if (groups.length === 0) return { rows: [], total: totalRow?.total ?? 0 };
  const ids = groups.map((group) => group.id);
  const [lines, links] = await Promise.all([
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
  const rows = groups.map(
    (group): LogEntry => ({
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
    }),
  );
  return { rows, total: totalRow?.total ?? 0 };
}
