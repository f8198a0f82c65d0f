import type { auditEntries } from '../../db/schema/audit';

type AuditRow = typeof auditEntries.$inferSelect;

/** An audit log entry as spec 000 §3 names its fields. */
export type AuditEntryJson = {
  id: number;
  requested_on: string;
  signed_in_on: string | null;
  /** The administrator: "name (e-mail)". */
  account_name: string;
  request_type: string;
  request: Record<string, unknown>;
  auth_role: { rechten: string[] };
  warning: string | null;
  url: string;
};

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
