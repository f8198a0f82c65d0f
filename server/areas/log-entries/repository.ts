import { and, count, desc, like } from 'drizzle-orm';
import type { LogEntry, LogEntryFilter } from '../../../domain/schemas/log-entry';
import type { Db } from '../../db/connect';
import { logEntryGroupParts, withLinesAndAccounts } from '../../db/log-entry-groups';
import { uniqueLookup } from '../../db/rows-with-parts';
import { logEntries } from '../../db/schema/logs';
import { logEntryScope } from '../../db/scopes';

const WHOLE_MELDCODE = /^[A-Z0-9]{3}-[A-Z0-9]{4}$/;

/** The palette's meldcode lookup: the group of a whole code that the viewer may read. */
const groupByMeldcode = uniqueLookup(
  'log_entry_group_by_meldcode',
  {
    table: logEntries,
    key: logEntries.meldcode,
    id: logEntries.id,
    scope: logEntryScope,
    rows: (db) => db.select().from(logEntries),
  },
  logEntryGroupParts,
);

/**
 * The newest `limit` groups matching the meldcode that the viewer may read, with their accounts and
 * lines, plus the total: a whole code by equality (unique index), a part by 'contains' (trigrams).
 */
export async function searchLogEntries(
  db: Db,
  filter: LogEntryFilter,
  limit: number,
  publisherId: number | null,
): Promise<{ rows: LogEntry[]; total: number }> {
  if (WHOLE_MELDCODE.test(filter.meldcode)) {
    // The palette's lookup (decision 556): a whole code matches at most one group (unique index) and
    // `limit` is at least 1: the group, its lines and accounts in one round trip.
    return groupByMeldcode(db, filter.meldcode, publisherId);
  }
  const where = and(like(logEntries.meldcode, `%${filter.meldcode}%`), logEntryScope(publisherId));
  const [groups, [totalRow]] = await Promise.all([
    db
      .select()
      .from(logEntries)
      .where(where)
      .orderBy(desc(logEntries.timestamp), desc(logEntries.id))
      .limit(limit),
    db.select({ total: count() }).from(logEntries).where(where),
  ]);
  const rows = await withLinesAndAccounts(db, groups);
  return { rows, total: totalRow?.total ?? 0 };
}
