import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../columns';

/**
 * One administrator request that changed data (spec 000 §3 'Audit log entry'), written in the same
 * transaction as the change. No foreign key to administrators: the log outlives the administrator.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestedOn: tz('requested_on').notNull(),
    signedInOn: tz('signed_in_on'),
    administratorId: integer('administrator_id'),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    requestType: text('request_type').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** `{ put|post|delete: { info: { id, objecttype }, difference | body | removed } }`, secrets redacted. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The administrator's rights at the moment of the request. */
    rechten: text('rechten').array().notNull(),
    warning: text('warning'),
    url: text('url').notNull(),
  },
  (t) => [
    index('audit_entries_requested_on_idx').on(t.requestedOn, t.id),
    index('audit_entries_admin_email_trgm_idx').using('gin', sql`lower(${t.adminEmail}) gin_trgm_ops`),
    index('audit_entries_admin_name_trgm_idx').using('gin', sql`lower(${t.adminName}) gin_trgm_ops`),
    // The name and e-mail filters read each matching administrator's entries in the list's order (decision 724).
    index('audit_entries_admin_email_sort_idx').on(t.adminEmail, t.requestedOn, t.id),
    index('audit_entries_request_type_idx').on(t.requestType, t.requestedOn),
    check('audit_entries_request_type_check', sql`${t.requestType} in ('PUT', 'POST', 'DELETE')`),
  ],
);
