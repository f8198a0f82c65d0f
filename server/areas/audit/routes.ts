import { Hono } from 'hono';
import { AUDIT_DEFAULT_AMOUNT, AuditLogFilterSchema } from '../../../domain/schemas/audit';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { requires } from '../../http/guard';
import { listReply, parseFilters } from '../../http/list';
import { auditEntryJson } from './audit-json';
import { listAuditEntries } from './repository';

/** /api/es/auditlog: the audit log of administrator requests, superuser only (spec 000 §2 /audit). */
export function auditLogRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires({ superuserOnly: true }), async (c) => {
    const filter = parseFilters(c, AuditLogFilterSchema);
    const { rows, total } = await listAuditEntries(db, filter, filter.amount ?? AUDIT_DEFAULT_AMOUNT);
    return listReply(c, rows.map(auditEntryJson), 0, total);
  });
}
