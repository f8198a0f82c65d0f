import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { TLINK_SORT_FIELDS, TlinkListFilter } from '../../../domain/schemas/tlink';
import { SEEK_FROM, seekBucket, seekNextBucket, seekPage } from '../../db/counters/bucket-seek';
import { tlinkCountsByCodePrefix, tlinkCountsByCreatedDay } from '../../db/counters/list-counters';
import { dutchMidnight } from '../../db/dutch-days';
import { tlinkLicenses } from '../../db/schema/tlinks';
import type { Sort } from '../../http/list';
import { filtersInUse, LICENCE_STATE_KEYS, licenceStateConditions } from './tlink-total';

type SortField = (typeof TLINK_SORT_FIELDS)[number];

/**
 * Whether a counter knows where this page begins: the list is in code order with at most licence
 * state filters (the code-prefix counter is keyed by state), or in created order unfiltered. A
 * publisher-bound administrator's list is a publisher filter, which neither counter is keyed by.
 */
export function seeksDeepPage(
  filter: TlinkListFilter,
  uitgeverId: number | null,
  sortField: SortField,
  offset: number,
  seekFrom = SEEK_FROM,
): boolean {
  if (uitgeverId !== null || offset < seekFrom) return false;
  const used = filtersInUse(filter);
  if (sortField === 'licenseCode') return used.every((key) => LICENCE_STATE_KEYS.includes(key));
  return sortField === 'createdAt' && used.length === 0;
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
  where: SQL | undefined,
  sort: Sort<SortField>,
  page: { offset: number; limit: number },
): SQL {
  const ascending = sort.direction === 'ASC';
  const order = ascending ? asc : desc;
  if (sort.field === 'licenseCode') {
    return seekPage({
      counter: {
        table: tlinkCountsByCodePrefix,
        bucket: tlinkCountsByCodePrefix.codePrefix,
        n: tlinkCountsByCodePrefix.n,
        where: and(...licenceStateConditions(tlinkCountsByCodePrefix, filter)),
      },
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
