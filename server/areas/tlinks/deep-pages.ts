import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TLINK_SORT_FIELDS, TlinkListFilter } from '../../../domain/schemas/tlink';
import {
  type BucketSeek,
  SEEK_FROM,
  seekBucket,
  seekNextBucket,
  seekPage,
} from '../../db/counters/bucket-seek';
import {
  tlinkCountsByCodePrefix,
  tlinkCountsByCreatedDay,
  tlinkCountsByPublisherCodePrefix,
} from '../../db/counters/list-counters';
import { dutchMidnight } from '../../db/dutch-days';
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

/**
 * Whether a counter knows where this page begins (decision 129): in code order, see `codeBuckets`;
 * in created order, the unfiltered list.
 */
export function seeksDeepPage(
  filter: TlinkListFilter,
  uitgeverId: number | null,
  sortField: SortField,
  offset: number,
  seekFrom = SEEK_FROM,
): boolean {
  if (offset < seekFrom) return false;
  if (sortField === 'licenseCode') return codeBuckets(filter, uitgeverId) !== null;
  return sortField === 'createdAt' && uitgeverId === null && filtersInUse(filter).length === 0;
}

const code = tlinkLicenses.licenseCode;

/**
 * The keys of a page that `seeksDeepPage` allows, as an array: license codes in code order, ids in
 * created order.
 *
 * Code order: every code of a prefix sorts together after every code of a smaller prefix, true for
 * any text in the C collation and for codes of [A-Z0-9] (all codes: the server draws them) in every
 * collation. Going down the walk starts at the greatest code below the next prefix, or the greatest
 * of all (no text is known to sort just above a prefix). Created order: Dutch days follow the
 * instants they hold.
 */
export function deepPageKeys(
  filter: TlinkListFilter,
  uitgeverId: number | null,
  where: SQL | undefined,
  sort: Sort<SortField>,
  page: { offset: number; limit: number },
): SQL {
  const ascending = sort.direction === 'ASC';
  const order = ascending ? asc : desc;
  if (sort.field === 'licenseCode') {
    return seekPage({
      counter: codeBuckets(filter, uitgeverId)!,
      list: {
        table: tlinkLicenses,
        key: code,
        where,
        orderBy: [order(code)],
        start: ascending
          ? sql`${code} >= ${seekBucket}`
          : sql`${code} <= coalesce(
              (select max(${code}) from ${tlinkLicenses} where ${code} < ${seekNextBucket}),
              (select max(${code}) from ${tlinkLicenses}))`,
      },
      direction: sort.direction,
      page,
    });
  }
  return seekPage({
    counter: {
      table: tlinkCountsByCreatedDay,
      bucket: tlinkCountsByCreatedDay.createdDay,
      n: tlinkCountsByCreatedDay.n,
      where: undefined,
    },
    list: {
      table: tlinkLicenses,
      key: tlinkLicenses.id,
      where,
      orderBy: [order(tlinkLicenses.createdAt), order(tlinkLicenses.id)],
      start: ascending
        ? sql`${tlinkLicenses.createdAt} >= ${dutchMidnight(seekBucket)}`
        : sql`${tlinkLicenses.createdAt} < ${dutchMidnight(sql`${seekBucket} + 1`)}`,
    },
    direction: sort.direction,
    page,
  });
}
