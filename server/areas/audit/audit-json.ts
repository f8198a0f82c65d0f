import type { AuditEntryJson } from '../../../domain/schemas/audit';
import type { auditEntries } from '../../db/schema/audit';

type AuditRow = typeof auditEntries.$inferSelect;

export function auditEntryJson(row: AuditRow): AuditEntryJson {
  return {
    id: row.id,
    requested_on: row.requestedOn.toISOString(),
    signed_in_on: row.signedInOn?.toISOString() ?? null,
    account_name: `${row.adminName} (${row.adminEmail})`,
    request_type: row.requestType,
    request: row.request,
    auth_role: { rechten: row.rechten },
    warning: row.warning,
    url: row.url,
  };
}
