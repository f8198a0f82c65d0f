import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';
import { counterOfTable } from './counter';

/*
 * Audit entries by Dutch day of their request and request type, and the same by administrator
 * (decision 724, migration 0028): the audit log's exact totals and where its deep pages begin. At
 * scale 20 (1M entries) about 2,200, 48,000 and 100 rows.
 */

export const auditCountsByDay = pgTable('audit_counts_by_day', {
  day: date('day').notNull(),
  requestType: text('request_type').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const auditCountsByAdminDay = pgTable('audit_counts_by_admin_day', {
  adminEmail: text('admin_email').notNull(),
  adminName: text('admin_name').notNull(),
  day: date('day').notNull(),
  requestType: text('request_type').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** The same by administrator alone: who matches a name or e-mail filter, and its total without dates. */
export const auditCountsByAdmin = pgTable('audit_counts_by_admin', {
  adminEmail: text('admin_email').notNull(),
  adminName: text('admin_name').notNull(),
  requestType: text('request_type').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const auditByDayCounter = counterOfTable(auditCountsByDay);
export const auditByAdminDayCounter = counterOfTable(auditCountsByAdminDay);
export const auditByAdminCounter = counterOfTable(auditCountsByAdmin);
