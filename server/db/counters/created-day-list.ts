import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect';
import type { Page } from '../list-page';
import { dayBucketStart, SEEK_FROM, seekPage } from './bucket-seek';

/**
 * A list counted by Dutch day of creation (decision 420: ECK and PO licences): the total of the
 * whole list or of a range of creation days is the sum of the counter's rows, and a deep page in
 * created order starts at the day holding its first row (decision 129's seek) instead of walking
 * every row before it. Exact: the counter is exact in every snapshot and a Dutch day holds every
 * instant between its midnights, so the day range and the list's `created_at` range select the same
 * rows.
 */
export type DayCountedList = {
  counter: PgTable & { createdDay: AnyPgColumn; n: AnyPgColumn };
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** Creation days to and including `to`, from `from` on (yyyy-mm-dd, Dutch calendar days). */
export type DayRange = { from?: string | undefined; to?: string | undefined };

function dayConditions(list: DayCountedList, range: DayRange): SQL | undefined {
  const day = list.counter.createdDay;
  return and(
    range.from === undefined ? undefined : sql`${day} >= ${range.from}::date`,
    range.to === undefined ? undefined : sql`${day} <= ${range.to}::date`,
  );
}

/** The number of rows created in the range: a sum over at most one counter row per day. */
export function dayCountedTotal(db: Db, list: DayCountedList, range: DayRange) {
  return db
    .select({ total: sql<number>`coalesce(sum(${list.counter.n}), 0)`.mapWith(Number) })
    .from(list.counter)
    .where(dayConditions(list, range));
}

/**
 * The ids of a deep page in created order, as an array for `id = any(...)`; null when the page is
 * not deep enough (the walk costs less than summing the counter). `where` is the list's own filter,
 * the same rows as `range` selects; `orderBy` its order (created, then id).
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
      bucket: list.counter.createdDay,
      n: list.counter.n,
      where: dayConditions(list, range),
    },
    list: {
      table: list.table,
      key: list.id,
      where,
      orderBy: order.orderBy,
      start: dayBucketStart(list.createdAt, order.direction),
    },
    direction: order.direction,
    page,
  });
}
