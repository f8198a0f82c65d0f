import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect';
import type { Page } from '../list-page';
import { dayBucketEnd, dayBucketStart, SEEK_FROM, seekPage } from './bucket-seek';

/**
 * A list counted by the Dutch day of one of its moments (decision 420: ECK and PO licences by
 * creation; decision 129: TLinks by creation, accounts by last change): the total of the whole list
 * or of a range of days is the sum of the counter's rows, and a deep page in that moment's order
 * starts at the day holding its first row (decision 129's seek) instead of walking every row before
 * it. Exact: the counter is exact in every snapshot and a Dutch day holds every instant between its
 * midnights, so the day range and the list's range of `at` select the same rows.
 */
export type DayCountedList = {
  /** The counter table, `n` rows per day. */
  counter: PgTable & { n: AnyPgColumn };
  /** The counter's day column. */
  day: AnyPgColumn;
  /** The list's table, or its join with a table the list's filter reads. */
  table: PgTable | SQL;
  id: AnyPgColumn;
  /** The list's moment that `day` is the Dutch day of. */
  at: AnyPgColumn;
  /** The counter's rows that count this list, when the counter has keys besides the day (a publisher's). */
  counted?: SQL | undefined;
};

/** Days to and including `to`, from `from` on (yyyy-mm-dd, Dutch calendar days). */
export type DayRange = { from?: string | undefined; to?: string | undefined };

function dayConditions(list: DayCountedList, range: DayRange): SQL | undefined {
  const day = list.day;
  return and(
    list.counted,
    range.from === undefined ? undefined : sql`${day} >= ${range.from}::date`,
    range.to === undefined ? undefined : sql`${day} <= ${range.to}::date`,
  );
}

/** The number of rows whose day is in the range: a sum over at most one counter row per day. */
export function dayCountedTotal(db: Db, list: DayCountedList, range: DayRange) {
  return db
    .select({ total: sql<number>`coalesce(sum(${list.counter.n}), 0)`.mapWith(Number) })
    .from(list.counter)
    .where(dayConditions(list, range));
}

/**
 * The ids of a deep page in the order of `at`, as an array for `id = any(...)`; null when the page
 * is not deep enough (the walk costs less than summing the counter). `where` is the list's own
 * filter, the same rows as `range` selects; `orderBy` its order (`at`, then id).
 */
export function dayCountedPageIds(
  list: DayCountedList,
  range: DayRange,
  where: SQL | undefined,
  order: { direction: 'ASC' | 'DESC'; orderBy: SQL[] },
  page: Page,
  seekFrom = SEEK_FROM,
): SQL | null {
  if (page.offset < seekFrom) return null;
  return seekPage({
    counter: {
      table: list.counter,
      bucket: list.day,
      n: list.counter.n,
      where: dayConditions(list, range),
    },
    list: {
      table: list.table,
      key: list.id,
      where,
      orderBy: order.orderBy,
      start: sql`${dayBucketStart(list.at, order.direction)} and ${dayBucketEnd(list.at, order.direction)}`,
    },
    direction: order.direction,
    page,
  });
}
