import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dutchMidnight } from '../dutch-days';

/**
 * A deep page of a list without walking the rows before it (decision 129). The list is ordered by
 * a value whose bucket a counter counts (decision 124): a code's two-character prefix, a
 * timestamp's Dutch day. A running sum over the buckets in the page's direction finds the bucket
 * holding the page's first row and how many of its rows come before; the walk starts at that
 * bucket's edge, skips those rows and takes the page.
 *
 * One statement, so the counter and the rows are read in the same snapshot; the counter is exact in
 * every snapshot, so the page is exactly the one OFFSET gives. It needs the order to keep buckets
 * together: every row of a bucket after every row of a smaller bucket.
 */
/** From this offset on a deep page is sought; below it the walk costs less than summing a counter. */
export const SEEK_FROM = 10_000;

export type BucketSeek = {
  /** The counter's rows that count the list's filter, by bucket. */
  counter: { table: PgTable | SQL; bucket: AnyPgColumn | SQL; n: AnyPgColumn | SQL; where: SQL | undefined };
  /** The list: what to return, its filter, its order, and where the walk starts (see `seekBucket`). */
  list: { table: PgTable | SQL; key: AnyPgColumn; where: SQL | undefined; orderBy: SQL[]; start: SQL };
  direction: 'ASC' | 'DESC';
  page: { offset: number; limit: number };
};

/** In `list.start`: the bucket holding the page's first row. */
export const seekBucket = sql`(select bucket from seek)`;
/** In `list.start`: the next greater bucket that holds rows of the filter; null for the greatest. */
export const seekNextBucket = sql`(select next_bucket from seek)`;

/**
 * In `list.start`: the bucket holding the page's last row (or the list's last, past its end). The
 * page's rows lie from `seekBucket` to it, so a walk bounded at both ends reads only those buckets.
 */
export const seekLastBucket = sql`(select last_bucket from seek)`;

/** In `list.table`: how many rows of the page's first bucket come before the page. */
export const seekSkip = sql`(select skip from seek)`;

/**
 * Where the walk starts in a timestamp order bucketed by Dutch day: going up at the bucket's first
 * instant, going down below the next day's first instant.
 */
export function dayBucketStart(column: AnyPgColumn, direction: 'ASC' | 'DESC'): SQL {
  return direction === 'ASC'
    ? sql`${column} >= ${dutchMidnight(seekBucket)}`
    : sql`${column} < ${dutchMidnight(sql`${seekBucket} + 1`)}`;
}

/**
 * Where the walk ends in a timestamp order bucketed by Dutch day: going up below the day after the
 * last bucket's midnight, going down at the last bucket's first instant. Without it a walk whose
 * filter reads another table (a publisher's ECK licences through their product) was planned as a
 * scan of every product's licences before the start, sorted (59,194 rows for a page of 50, decision 731).
 */
export function dayBucketEnd(column: AnyPgColumn, direction: 'ASC' | 'DESC'): SQL {
  return direction === 'ASC'
    ? sql`${column} < ${dutchMidnight(sql`${seekLastBucket} + 1`)}`
    : sql`${column} >= ${dutchMidnight(seekLastBucket)}`;
}

/**
 * The CTEs `buckets`, `running` and `seek` (read by `seekBucket`, `seekNextBucket`, `seekLastBucket`,
 * `seekSkip`): the counter's buckets of the list summed in the page's order, and the ones holding the
 * page's first and last rows.
 */
function seekCtes(counter: BucketSeek['counter'], order: SQL, page: BucketSeek['page']): SQL {
  return sql`buckets as (
      select ${counter.bucket} as bucket, sum(${counter.n}) as n from ${counter.table}
       where ${counter.where ?? sql`true`} group by 1 having sum(${counter.n}) > 0
    ),
    running as (
      select bucket, n, sum(n) over (order by bucket ${order}) - n as before,
             lead(bucket) over (order by bucket) as next_bucket
        from buckets
    ),
    seek as (
      select bucket, next_bucket, ${page.offset} - before as skip,
             (select last.bucket from running as last where last.before < ${page.offset + page.limit}
               order by last.before desc limit 1) as last_bucket
        from running
       where before <= ${page.offset} and before + n > ${page.offset}
    )`;
}

/**
 * The page's keys as an array (`key = any(...)`), so the planner knows it is a page: with
 * `in (subquery)` it planned for an unknown number and hash-joined every row (2.4 s at 4M TLinks).
 */
export function seekPage({ counter, list, direction, page }: BucketSeek): SQL {
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  return sql`array(
    with ${seekCtes(counter, order, page)}
    select ${list.key} from ${list.table}
     where ${list.where ?? sql`true`} and exists (select 1 from seek) and ${list.start}
     order by ${sql.join(list.orderBy, sql`, `)}
     limit ${page.limit} offset (select skip from seek)
  )`;
}

/**
 * `seekPage` for a nullable sort value (decisions 712, 732): PostgreSQL sorts null last going up and
 * first going down, as the window over the counter's buckets does, so the null bucket is a bucket of
 * its own at the same end. A walk from a valued bucket's edge going up runs on into the nulls, and
 * the null bucket going down runs on into the greatest values; an index range on the value never
 * holds both, so the page is taken from two ordered walks of (value, key), each of at most the rows
 * to skip plus a page: the valued rows from the bucket's edge (`list.start`, which going down must
 * take every valued row when the bucket is the null one) and the null ones (going up: always, after
 * the valued; going down: only when the page starts among them).
 */
export function seekPageWithNulls({
  counter,
  list,
  value,
  direction,
  page,
}: Omit<BucketSeek, 'list'> & { list: Omit<BucketSeek['list'], 'orderBy'>; value: AnyPgColumn }): SQL {
  const ascending = direction === 'ASC';
  const order = sql.raw(ascending ? 'asc' : 'desc');
  const valuedStart = ascending ? sql`${seekBucket} is not null and ${list.start}` : list.start;
  const nullsInPage = ascending ? sql`true` : sql`${seekBucket} is null`;
  const walk = (start: SQL, skipped: SQL) => sql`
    select ${list.key} as key, ${value} as value from ${list.table}
     where ${list.where ?? sql`true`} and exists (select 1 from seek) and ${start}
     order by ${value} ${order}, ${list.key} ${order}
     limit ${page.limit} + ${skipped}`;
  return sql`array(
    with ${seekCtes(counter, order, page)},
    valued as (${walk(valuedStart, sql`case when ${seekBucket} is null then 0 else ${seekSkip} end`)}),
    nulls as (${walk(sql`${value} is null and ${nullsInPage}`, sql`case when ${seekBucket} is null then ${seekSkip} else 0 end`)})
    select key from (select * from valued union all select * from nulls) as walked
     order by value ${order}, key ${order}
     limit ${page.limit} offset ${seekSkip}
  )`;
}
