import { AuditEntrySchema, AuditLogFilterSchema } from '../../../domain/schemas/audit';
import { LogEntryFilterSchema, LogEntrySchema } from '../../../domain/schemas/log-entry';
import type { ApiOperation } from '../../openapi/operation';

/** /api/es/auditlog (routes.ts) and /api/logentries (../log-entries) as OpenAPI describes them. */
export const auditOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/es/auditlog',
    summary: 'Auditlog',
    description: 'Every write of every administrator, newest first; `amount` or a Range picks how many.',
    access: { superuserOnly: true },
    query: AuditLogFilterSchema,
    list: {},
    reply: AuditEntrySchema,
  },
  {
    method: 'get',
    path: '/logentries',
    summary: 'Logregels',
    description: 'Log entries of the licence services by meldcode.',
    access: 'logentries_inzien',
    query: LogEntryFilterSchema,
    list: {},
    reply: LogEntrySchema,
  },
];
