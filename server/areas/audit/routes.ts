import { Hono } from 'hono';
import { AUDIT_DEFAULT_AMOUNT, AuditLogFilterSchema } from '../../../domain/schemas/audit';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listReply, pageOf, parseFilters, parseRange } from '../../http/list';
import { auditEntryJson } from './audit-json';
import { listAuditEntries } from './repository';

/** /api/es/auditlog: the audit log of administrator requests, superuser only (spec 000 §2 /audit). */
export function auditLogRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires({ superuserOnly: true }), async (c) => {
    const filter = parseFilters(c, AuditLogFilterSchema);
    // The spec's `amount` (the newest n) without a Range header; a Range pages like every list.
    const range = c.req.header('range');
    const page = range
      ? pageOf(parseRange(range))
      : { offset: 0, limit: filter.amount ?? AUDIT_DEFAULT_AMOUNT };
    const { rows, total } = await listAuditEntries(db, filter, page);
    return listReply(c, rows.map(auditEntryJson), page.offset, total);
  });
}
