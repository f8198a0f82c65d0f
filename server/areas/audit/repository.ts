import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditLogFilter } from '../../../domain/schemas/audit';
import { dutchDayToIso } from '../../../domain/schemas/dates';
import type { Db } from '../../db/connect';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { containsAnyCase } from '../../db/like';
import { type Page, readTablePage } from '../../db/list-page';
import { auditEntries } from '../../db/schema/audit';

function auditConditions(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.name) conditions.push(containsAnyCase(filter.name, auditEntries.adminName));
  if (filter.email) conditions.push(containsAnyCase(filter.email, auditEntries.adminEmail));
  if (filter.requestType) conditions.push(eq(auditEntries.requestType, filter.requestType));
  if (filter.startDate)
    conditions.push(sql`${auditEntries.requestedOn} >= ${dayStart(dutchDayToIso(filter.startDate))}`);
  if (filter.endDate)
    conditions.push(sql`${auditEntries.requestedOn} < ${dayAfter(dutchDayToIso(filter.endDate))}`);
  return and(...conditions);
}

/** A page of the audit entries matching the filter, newest first, and how many match in all. */
export async function listAuditEntries(db: Db, filter: AuditLogFilter, page: Page) {
  const where = auditConditions(filter);
  const order = [desc(auditEntries.requestedOn), desc(auditEntries.id)];
  return readTablePage(db, auditEntries, db.select().from(auditEntries), where, order, page);
}
