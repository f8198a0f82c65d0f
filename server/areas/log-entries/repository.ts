import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { LogEntry, LogEntryFilter } from '../../../domain/schemas/log-entry';
import type { Db } from '../../db/connect';
import { logEntryGroupParts, withLinesAndAccounts } from '../../db/log-entry-groups';
import { readUnique } from '../../db/rows-with-parts';
import { logEntries } from '../../db/schema/logs';
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
  const newest = db
    .select()
    .from(logEntries)
    .where(where)
    .orderBy(desc(logEntries.timestamp), desc(logEntries.id))
    .limit(limit);
  if (WHOLE_MELDCODE.test(filter.meldcode)) {
    // The palette's lookup (decision 556): a whole code matches at most one group (unique index) and
    // `limit` is at least 1: the group, its lines and accounts in one round trip.
    const ids = db.select({ id: logEntries.id }).from(logEntries).where(where);
    return readUnique(db, newest, ids, logEntryGroupParts);
  }
  const [groups, [totalRow]] = await Promise.all([
    newest,
    db.select({ total: count() }).from(logEntries).where(where),
  ]);
  const rows = await withLinesAndAccounts(db, groups);
  return { rows, total: totalRow?.total ?? 0 };
}
