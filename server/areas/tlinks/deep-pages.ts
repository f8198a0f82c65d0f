import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TLINK_SORT_FIELDS, TlinkListFilter } from '../../../domain/schemas/tlink';
import {
  type BucketSeek,
  SEEK_FROM,
  seekBucket,
  seekNextBucket,
  seekPage,
  seekPageWithNulls,
} from '../../db/counters/bucket-seek';
import { type DayCountedList, dayCountedPageIds } from '../../db/counters/day-counted-list';
import {
  tlinkCountsByCodePrefix,
  tlinkCountsByCreatedDay,
  tlinkCountsByEndDay,
  tlinkCountsByPublisherCodePrefix,
  tlinkCountsByPublisherCreatedDay,
  tlinkCountsByPublisherEndDay,
} from '../../db/counters/list-counters';
import { dutchMidnight } from '../../db/dutch-days';
import type { Page } from '../../db/list-page';
import { tlinkLicenses } from '../../db/schema/tlinks';
import type { Sort } from '../../http/list';
import { filtersInUse, LICENCE_STATE_KEYS, licenceStateConditions } from './tlink-total';

type SortField = (typeof TLINK_SORT_FIELDS)[number];

type Buckets = BucketSeek['counter'];

/**
 * The counter that knows where a page in code order begins: the prefix counter for at most
 * licence-state filters, the publisher's prefix counter for a publisher's licences (the publisher
 * filter, a publisher-bound administrator's scope, or both); null for other filters.
 */
function codeBuckets(filter: TlinkListFilter, uitgeverId: number | null): Buckets | null {
  const used = filtersInUse(filter);
  if (uitgeverId === null && used.every((key) => LICENCE_STATE_KEYS.includes(key))) {
    const counter = tlinkCountsByCodePrefix;
    const where = and(...licenceStateConditions(counter, filter));
    return { table: counter, bucket: counter.codePrefix, n: counter.n, where };
  }
  if (onlyPublishers(filter, uitgeverId)) {
    const counter = tlinkCountsByPublisherCodePrefix;
    const where = publisherRows(counter.publisherId, filter, uitgeverId);
    return { table: counter, bucket: counter.codePrefix, n: counter.n, where };
  }
  return null;
}

/** A publisher's licences and nothing else: the publisher filter, a publisher-bound administrator's scope, or both. */
function onlyPublishers(filter: TlinkListFilter, uitgeverId: number | null): boolean {
  const used = filtersInUse(filter);
  return (uitgeverId !== null || used.length > 0) && used.every((key) => key === 'publisher');
}

/** A counter's rows of the publisher (both, when scope and filter name one: none if they differ). */
function publisherRows(publisherId: AnyPgColumn, filter: TlinkListFilter, uitgeverId: number | null) {
  return and(
    uitgeverId === null ? undefined : eq(publisherId, uitgeverId),
    filter.publisher === undefined ? undefined : eq(publisherId, filter.publisher),
  );
}

const code = tlinkLicenses.licenseCode;

/** The unfiltered list in created order, counted by Dutch day of creation. */
const tlinksByCreatedDay: DayCountedList = {
  counter: tlinkCountsByCreatedDay,
  day: tlinkCountsByCreatedDay.createdDay,
  table: tlinkLicenses,
  id: tlinkLicenses.id,
  at: tlinkLicenses.createdAt,
};

/** A publisher's licences in created order, counted by publisher and Dutch day of creation (decision 722). */
const publisherTlinksByCreatedDay: DayCountedList = {
  ...tlinksByCreatedDay,
  counter: tlinkCountsByPublisherCreatedDay,
  day: tlinkCountsByPublisherCreatedDay.createdDay,
};

/** The list a deep page is sought in: its filter and scope, their WHERE, its sort and ORDER BY. */
export type SoughtList = {
  filter: TlinkListFilter;
  uitgeverId: number | null;
  where: SQL | undefined;
  sort: Sort<SortField>;
  orderBy: SQL[];
};

/**
 * The keys of a deep page whose start a counter knows (decision 129), as an array: license codes in
 * code order (see `codeBuckets` for the filters), ids in created and end order (unfiltered, or a
 * publisher's: decision 722). Null when the page is not deep enough or no counter buckets the list:
 * the caller walks.
 *
 * Code order: every code of a prefix sorts together after every code of a smaller prefix, true for
 * any text in the C collation and for codes of [A-Z0-9] (all codes: the server draws them) in every
 * collation. Going down the walk starts at the greatest code below the next prefix, or the greatest
 * of all (no text is known to sort just above a prefix). Created order: Dutch days follow the
 * instants they hold.
 */
export function deepPageKeys(
  { filter, uitgeverId, where, sort, orderBy }: SoughtList,
  page: { offset: number; limit: number },
  seekFrom = SEEK_FROM,
): SQL | null {
  if (page.offset < seekFrom) return null;
  const ascending = sort.direction === 'ASC';
  if (sort.field === 'licenseCode') {
    const counter = codeBuckets(filter, uitgeverId);
    if (!counter) return null;
    const start = ascending
      ? sql`${code} >= ${seekBucket}`
      : sql`${code} <= coalesce(
          (select max(${code}) from ${tlinkLicenses} where ${code} < ${seekNextBucket}),
          (select max(${code}) from ${tlinkLicenses}))`;
    return seekPage({
      counter,
      list: { table: tlinkLicenses, key: code, where, orderBy, start },
      direction: sort.direction,
      page,
    });
  }
  // The whole list, or a publisher's licences (the filter, a publisher-bound scope, or both): their
  // day counters know where a page in created or end order begins. Other filters walk.
  const ofPublisher = onlyPublishers(filter, uitgeverId);
  if (!ofPublisher && (uitgeverId !== null || filtersInUse(filter).length > 0)) return null;
  if (sort.field === 'endDate') {
    const counter = ofPublisher ? tlinkCountsByPublisherEndDay : tlinkCountsByEndDay;
    const counted = ofPublisher
      ? publisherRows(tlinkCountsByPublisherEndDay.publisherId, filter, uitgeverId)
      : undefined;
    return endDayPageIds(
      { table: counter, endDay: counter.endDay, n: counter.n, counted },
      where,
      sort.direction,
      page,
    );
  }
  if (sort.field !== 'createdAt') return null;
  const list = ofPublisher
    ? {
        ...publisherTlinksByCreatedDay,
        counted: publisherRows(tlinkCountsByPublisherCreatedDay.publisherId, filter, uitgeverId),
      }
    : tlinksByCreatedDay;
  return dayCountedPageIds(list, {}, where, { direction: sort.direction, orderBy }, page, seekFrom);
}

const endDate = tlinkLicenses.endDate;

/** A counter by Dutch end day (null: undated), and its rows that count the list (a publisher's). */
type EndDays = { table: PgTable; endDay: AnyPgColumn; n: AnyPgColumn; counted?: SQL | undefined };

/**
 * The ids of a deep page of the unfiltered list or a publisher's sorted by end date (decisions 712,
 * 722), as an array for `id = any(...)`: `seekPageWithNulls`, the undated licences the null day.
 * The dated walk starts going up at the day's midnight; going down below the next day's midnight:
 * at most the last microsecond before it, and infinity for the undated bucket (a timestamp can be
 * infinity; nothing but null sorts above it).
 */
function endDayPageIds(counter: EndDays, where: SQL | undefined, direction: 'ASC' | 'DESC', page: Page): SQL {
  const start =
    direction === 'ASC'
      ? sql`${endDate} >= ${dutchMidnight(seekBucket)}`
      : sql`${endDate} <= coalesce(${dutchMidnight(sql`${seekBucket} + 1`)} - interval '1 microsecond', 'infinity'::timestamptz)`;
  return seekPageWithNulls({
    counter: { table: counter.table, bucket: counter.endDay, n: counter.n, where: counter.counted },
    list: { table: tlinkLicenses, key: tlinkLicenses.id, where, start },
    value: endDate,
    direction,
    page,
  });
}
