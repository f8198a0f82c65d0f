import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditLogFilter } from '../../../domain/schemas/audit';
import { dutchDayToIso } from '../../../domain/schemas/dates';
import type { Db } from '../../db/connect';
import {
  auditCountsByAdmin,
  auditCountsByAdminDay,
  auditCountsByDay,
} from '../../db/counters/audit-counters';
import { dayBucketStart, SEEK_FROM, seekPage, seekSkip } from '../../db/counters/bucket-seek';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { containsAnyCase } from '../../db/like';
import type { Page } from '../../db/list-page';
import { auditEntries } from '../../db/schema/audit';

/*
 * The audit log list (decision 724). Its totals are sums of kept counters (by Dutch day and request
 * type; by administrator; by administrator, day and type), filtered with the list's own predicates,
 * and its page's ids are chosen before the entries are read: from offset SEEK_FROM on (for a name
 * or e-mail filter ADMIN_SEEK_FROM) from the Dutch day holding the page's first entry (decision
 * 129's seek). A name or e-mail filter first finds the matching administrators in the small counter
 * and reads each one's entries from `(admin_email, requested_on, id)` in the list's order.
 */

/** From this offset a name or e-mail filter's page is sought: below it each administrator's walk is short. */
const ADMIN_SEEK_FROM = 1_000;

/** The filter's columns, on the entries or on a counter's rows (named as the entries'). */
type Columns = { adminName: AnyPgColumn; adminEmail: AnyPgColumn };

/** The name and e-mail filters: the same predicates on the entries and on a counter. */
function who(filter: AuditLogFilter, columns: Columns): SQL[] {
  const conditions: SQL[] = [];
  if (filter.name) conditions.push(containsAnyCase(filter.name, columns.adminName));
  if (filter.email) conditions.push(containsAnyCase(filter.email, columns.adminEmail));
  return conditions;
}

const what = (filter: AuditLogFilter, requestType: AnyPgColumn) =>
  filter.requestType ? eq(requestType, filter.requestType) : undefined;

/**
 * A date filter on a counter's Dutch day. The list bounds its entries by Dutch midnights
 * (`dayStart`, `dayAfter`), so the day range counts exactly the entries the list shows.
 */
function days(filter: AuditLogFilter, day: AnyPgColumn): SQL[] {
  const conditions: SQL[] = [];
  if (filter.startDate) conditions.push(sql`${day} >= ${dutchDayToIso(filter.startDate)}::date`);
  if (filter.endDate) conditions.push(sql`${day} <= ${dutchDayToIso(filter.endDate)}::date`);
  return conditions;
}

/**
 * The administrators (e-mail, name) whose entries the name and e-mail filters match, or (`matching`
 * false) those whose entries they do not match.
 */
function admins(filter: AuditLogFilter, matching = true) {
  const matches = and(...who(filter, auditCountsByAdmin));
  return sql`select distinct ${auditCountsByAdmin.adminEmail}, ${auditCountsByAdmin.adminName} from ${auditCountsByAdmin}
       where ${matching ? matches : sql`not (${matches})`}`;
}

/**
 * How the name and e-mail filters are read (null without them): `total` the entries they match,
 * `wide` when that is at least half of all entries. A wide filter's pages walk the list's own index
 * (at most twice the rows a page skips and takes), and its days are counted as all entries' less
 * those of the administrators it does not match (the few counter rows of the fewer administrators).
 */
type Admins = { total: number; wide: boolean } | null;

async function readAdmins(db: Db, filter: AuditLogFilter): Promise<Admins> {
  if (!filter.name && !filter.email) return null;
  const c = auditCountsByAdmin;
  const [row] = await db
    .select({
      matched: sql<number>`coalesce(sum(${c.n}) filter (where ${and(...who(filter, c))}), 0)`.mapWith(Number),
      typed:
        sql<number>`coalesce(sum(${c.n}) filter (where ${and(...who(filter, c), what(filter, c.requestType))}), 0)`.mapWith(
          Number,
        ),
      all: sql<number>`coalesce(sum(${c.n}), 0)`.mapWith(Number),
    })
    .from(c);
  return { total: row?.typed ?? 0, wide: (row?.matched ?? 0) * 2 >= (row?.all ?? 0) };
}

/** The counter rows, by Dutch day, that count the filter's entries: where a deep page begins, their total. */
function dayCounter(filter: AuditLogFilter, by: Admins) {
  const d = auditCountsByDay;
  const allDays = {
    table: d,
    bucket: d.day,
    n: d.n,
    where: and(what(filter, d.requestType), ...days(filter, d.day)),
  };
  if (by === null) return allDays;
  const a = auditCountsByAdminDay;
  const ofAdmins = (matching: boolean) =>
    and(
      sql`(${a.adminEmail}, ${a.adminName}) in (${admins(filter, matching)})`,
      what(filter, a.requestType),
      ...days(filter, a.day),
    );
  if (!by.wide) return { table: a, bucket: a.day, n: a.n, where: ofAdmins(true) };
  const counted = sql`(select ${d.day}, ${d.n} from ${d} where ${allDays.where ?? sql`true`}
    union all select ${a.day}, -${a.n} from ${a} where ${ofAdmins(false)}) as counted`;
  return { table: counted, bucket: sql`counted.day`, n: sql`counted.n`, where: undefined };
}

/** How many entries match the filter: a sum of counter rows, the smallest counter that has its keys. */
async function total(db: Db, filter: AuditLogFilter, by: Admins): Promise<number> {
  if (by !== null && !filter.startDate && !filter.endDate) return by.total;
  const counter = dayCounter(filter, by);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${counter.n}), 0)`.mapWith(Number) })
    .from(sql`${counter.table}`)
    .where(counter.where);
  return row?.total ?? 0;
}

/** The list's filter on the entries. */
function auditConditions(filter: AuditLogFilter): SQL | undefined {
  const conditions = [...who(filter, auditEntries)];
  if (filter.requestType) conditions.push(eq(auditEntries.requestType, filter.requestType));
  if (filter.startDate)
    conditions.push(sql`${auditEntries.requestedOn} >= ${dayStart(dutchDayToIso(filter.startDate))}`);
  if (filter.endDate)
    conditions.push(sql`${auditEntries.requestedOn} < ${dayAfter(dutchDayToIso(filter.endDate))}`);
  return and(...conditions);
}

const order = [desc(auditEntries.requestedOn), desc(auditEntries.id)];

/**
 * The entries of a name or e-mail filter from `start` on, in the list's order: the first `each`
 * of every matching administrator, each read in order from `(admin_email, requested_on, id)`. The
 * page's rows are among them, as the page takes at most `each` rows from one administrator.
 */
function entriesOfAdmins(
  filter: AuditLogFilter,
  where: SQL | undefined,
  start: SQL,
  each: SQL | number,
): SQL {
  const emails = sql`array(select distinct admin_email from (${admins(filter)}) as matching)`;
  return sql`(select of_admin.* from unnest(${emails}) as admin (email) cross join lateral (
      select ${auditEntries.id}, ${auditEntries.requestedOn} from ${auditEntries}
       where ${auditEntries.adminEmail} = admin.email and ${where ?? sql`true`} and ${start}
       order by ${sql.join(order, sql`, `)} limit ${each}) as of_admin) as ${auditEntries}`;
}

/** The page's ids, as an array for `id = any(...)`. */
function pageIds(filter: AuditLogFilter, by: Admins, page: Page, seekFrom: number): SQL {
  const fewAdmins = by !== null && !by.wide;
  const where = auditConditions(filter);
  if (page.offset >= seekFrom) {
    const start = dayBucketStart(auditEntries.requestedOn, 'DESC');
    const list = fewAdmins
      ? {
          table: entriesOfAdmins(filter, where, start, sql`${seekSkip} + ${page.limit}`),
          where: undefined,
          start: sql`true`,
        }
      : { table: auditEntries, where, start };
    return seekPage({
      counter: dayCounter(filter, by),
      list: { ...list, key: auditEntries.id, orderBy: order },
      direction: 'DESC',
      page,
    });
  }
  const rows = fewAdmins
    ? sql`select ${auditEntries.id} from ${entriesOfAdmins(filter, where, sql`true`, page.offset + page.limit)}`
    : sql`select ${auditEntries.id} from ${auditEntries} where ${where ?? sql`true`}`;
  return sql`array(${rows} order by ${sql.join(order, sql`, `)} limit ${page.limit} offset ${page.offset})`;
}

/**
 * A page of the audit entries matching the filter, newest first, and how many match in all.
 * `seekFrom`: the offset from which the page is sought (tests seek every page with 0).
 */
export async function listAuditEntries(db: Db, filter: AuditLogFilter, page: Page, seekFrom?: number) {
  const by = await readAdmins(db, filter);
  const from = seekFrom ?? (by !== null && !by.wide ? ADMIN_SEEK_FROM : SEEK_FROM);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.id} = any(${pageIds(filter, by, page, from)})`)
      .orderBy(...order),
    total(db, filter, by),
  ]);
  return { rows, total: count };
}
