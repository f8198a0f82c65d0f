import { Hono } from 'hono';
import { LOG_SEARCH, LogEntryFilterSchema } from '../../../domain/schemas/log-entry';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listReply, parseFilters } from '../../http/list';
import { searchLogEntries } from './repository';

/**
 * /api/logentries (spec 001 §7): log entry groups by meldcode, newest first. `amount` is how many
 * groups the home search has asked for (20, then +10); the palette asks `amount=1` for a whole code.
 */
export function logEntryRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires('logentries_inzien'), async (c) => {
    const filter = parseFilters(c, LogEntryFilterSchema);
    const { rows, total } = await searchLogEntries(
      db,
      filter,
      filter.amount ?? LOG_SEARCH.firstPage,
      c.var.admin.uitgeverId,
    );
    return listReply(c, rows, 0, total);
  });
}
