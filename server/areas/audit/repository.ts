import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditLogFilter } from '../../../domain/schemas/audit';
import { dutchDayToIso } from '../../../domain/schemas/dates';
import type { Db } from '../../db/connect';
import { auditCountsByAdminDay, auditCountsByDay } from '../../db/counters/audit-counters';
import { dayBucketStart, SEEK_FROM, seekPage } from '../../db/counters/bucket-seek';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { containsAnyCase } from '../../db/like';
import type { Page } from '../../db/list-page';
import { auditEntries } from '../../db/schema/audit';

/** The filter's columns, on the entries or on a counter's rows (named as the entries'). */
type Columns = { adminName?: AnyPgColumn; adminEmail?: AnyPgColumn; requestType: AnyPgColumn };

/**
 * The name, e-mail and request-type filters: the same predicates on the entries and on a counter
 * (the counter by day alone has no administrator and is only used without those filters).
 */
function whoAndWhat(filter: AuditLogFilter, columns: Columns): SQL[] {
  const conditions: SQL[] = [];
  if (filter.name && columns.adminName) conditions.push(containsAnyCase(filter.name, columns.adminName));
  if (filter.email && columns.adminEmail) conditions.push(containsAnyCase(filter.email, columns.adminEmail));
  if (filter.requestType) conditions.push(eq(columns.requestType, filter.requestType));
  return conditions;
}

/**
 * The counter that counts the filter's entries by Dutch day (decision 724): by administrator when
 * a name or e-mail is filtered, else the small one by day and request type. Its rows are filtered
 * with the list's own predicates, and a date filter's bounds are Dutch midnights (`dayStart`,
 * `dayAfter`), so the day range counts exactly the entries the list shows.
 */
function counterOf(filter: AuditLogFilter) {
  const byAdmin = Boolean(filter.name || filter.email);
  const day = byAdmin ? auditCountsByAdminDay.day : auditCountsByDay.day;
  const conditions = byAdmin ? whoAndWhat(filter, auditCountsByAdminDay) : whoAndWhat(filter, auditCountsByDay);
  if (filter.startDate) conditions.push(sql`${day} >= ${dutchDayToIso(filter.startDate)}::date`);
  if (filter.endDate) conditions.push(sql`${day} <= ${dutchDayToIso(filter.endDate)}::date`);
  const table = byAdmin ? auditCountsByAdminDay : auditCountsByDay;
  return { table, day, n: table.n, where: and(...conditions) };
}

/**
 * The list's filter on the entries. A name or e-mail filter also names the matching e-mail
 * addresses, from the counter's few distinct administrators, so the entries are read by
 * `(admin_email, requested_on, id)` instead of every entry's text being matched.
 */
function auditConditions(filter: AuditLogFilter): SQL | undefined {
  const conditions = whoAndWhat(filter, auditEntries);
  if (filter.name || filter.email) {
    const admins = and(...whoAndWhat({ name: filter.name, email: filter.email }, auditCountsByAdminDay));
    conditions.push(
      sql`${auditEntries.adminEmail} = any(array(select distinct ${auditCountsByAdminDay.adminEmail} from ${auditCountsByAdminDay} where ${admins}))`,
    );
  }
  if (filter.startDate)
    conditions.push(sql`${auditEntries.requestedOn} >= ${dayStart(dutchDayToIso(filter.startDate))}`);
  if (filter.endDate)
    conditions.push(sql`${auditEntries.requestedOn} < ${dayAfter(dutchDayToIso(filter.endDate))}`);
  return and(...conditions);
}

const order = [desc(auditEntries.requestedOn), desc(auditEntries.id)];

/**
 * A page of the audit entries matching the filter, newest first, and how many match in all
 * (decision 724). The total is a sum of counter rows; the page's ids are chosen before the entries
 * are read, and from offset `SEEK_FROM` on from the Dutch day holding the page's first entry
 * (decision 129's seek) instead of walking every entry before it.
 */
export async function listAuditEntries(db: Db, filter: AuditLogFilter, page: Page, seekFrom = SEEK_FROM) {
  const where = auditConditions(filter);
  const counter = counterOf(filter);
  const pageIds =
    page.offset >= seekFrom
      ? seekPage({
          counter: { table: counter.table, bucket: counter.day, n: counter.n, where: counter.where },
          list: {
            table: auditEntries,
            key: auditEntries.id,
            where,
            orderBy: order,
            start: dayBucketStart(auditEntries.requestedOn, 'DESC'),
          },
          direction: 'DESC',
          page,
        })
      : sql`array(${db
          .select({ id: auditEntries.id })
          .from(auditEntries)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset)})`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.id} = any(${pageIds})`)
      .orderBy(...order),
    db
      .select({ total: sql<number>`coalesce(sum(${counter.n}), 0)`.mapWith(Number) })
      .from(counter.table)
      .where(counter.where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
