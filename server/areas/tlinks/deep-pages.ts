import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TLINK_SORT_FIELDS, TlinkListFilter } from '../../../domain/schemas/tlink';
import {
  type BucketSeek,
  SEEK_FROM,
  seekBucket,
  seekNextBucket,
  seekPage,
} from '../../db/counters/bucket-seek';
import { type DayCountedList, dayCountedPageIds } from '../../db/counters/day-counted-list';
import {
  tlinkCountsByCodePrefix,
  tlinkCountsByCreatedDay,
  tlinkCountsByPublisherCodePrefix,
} from '../../db/counters/list-counters';
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
  if ((uitgeverId !== null || used.length > 0) && used.every((key) => key === 'publisher')) {
    const counter = tlinkCountsByPublisherCodePrefix;
    const where = and(
      uitgeverId === null ? undefined : eq(counter.publisherId, uitgeverId),
      filter.publisher === undefined ? undefined : eq(counter.publisherId, filter.publisher),
    );
    return { table: counter, bucket: counter.codePrefix, n: counter.n, where };
  }
  return null;
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
 * code order (see `codeBuckets` for the filters), ids in created order (unfiltered). Null when the
 * page is not deep enough or no counter buckets the list: the caller walks.
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
  if (sort.field !== 'createdAt' || uitgeverId !== null || filtersInUse(filter).length > 0) return null;
  return dayCountedPageIds(
    tlinksByCreatedDay,
    {},
    where,
    { direction: sort.direction, orderBy },
    page,
    seekFrom,
  );
}
