import { and, type SQL, sql } from 'drizzle-orm';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { tlinkCountsByCodePrefix } from '../../db/counters/list-counters';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { filtersInUse, LICENCE_STATE_KEYS, licenceStateConditions } from './tlink-total';

/**
 * From this offset on a code-ordered page starts at its code prefix instead of walking every
 * earlier code (decision 129). Below it the walk is cheaper than summing the prefix counter.
 */
export const CODE_SEEK_FROM = 10_000;

/**
 * Whether the code-prefix counter knows where this page begins: the list is in code order, and
 * every filter in use is on the licence state, which the counter is keyed by. A publisher-bound
 * administrator's list is a publisher filter, which it is not.
 */
export function seeksByCodePrefix(
  filter: TlinkListFilter,
  uitgeverId: number | null,
  sortField: string,
  offset: number,
  seekFrom = CODE_SEEK_FROM,
): boolean {
  return (
    sortField === 'licenseCode' &&
    uitgeverId === null &&
    offset >= seekFrom &&
    filtersInUse(filter).every((key) => LICENCE_STATE_KEYS.includes(key))
  );
}

/**
 * The codes of one page of the code-ordered list, without walking the codes before it; as an array
 * (`license_code = any(...)`), so the planner knows the page is a few codes. The counter says how
 * many codes each two-character prefix holds (in the filter's states), so a running sum in the
 * page's direction finds the prefix holding the page's first row and how many rows of the prefix
 * come before it, and the walk starts at the edge of that prefix: its first code going up, its last
 * code going down (the greatest code below the next prefix, or the greatest of all).
 *
 * One statement, so the counter and the licences are read in the same snapshot: the counter is
 * exact in every snapshot (decision 124), so the page is exactly the one OFFSET would give. This
 * needs every code of a prefix to sort together, after every code of a smaller prefix: true for any
 * text in the C collation, and for codes of [A-Z0-9] (all codes: the server draws them) in every
 * collation.
 */
export function codesOfPage(
  filter: TlinkListFilter,
  where: SQL | undefined,
  direction: 'ASC' | 'DESC',
  page: { offset: number; limit: number },
): SQL {
  const counter = tlinkCountsByCodePrefix;
  const code = tlinkLicenses.licenseCode;
  const counted = and(...licenceStateConditions(counter, filter));
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const start =
    direction === 'ASC'
      ? sql`${code} >= (select code_prefix from seek)`
      : sql`${code} <= coalesce(
          (select max(${code}) from ${tlinkLicenses} where ${code} < (select next_prefix from seek)),
          (select max(${code}) from ${tlinkLicenses}))`;
  return sql`array(
    with buckets as (
      select ${counter.codePrefix} as code_prefix, sum(${counter.n}) as n from ${counter}
       where ${counted ?? sql`true`} group by 1 having sum(${counter.n}) > 0
    ),
    running as (
      select code_prefix, n, sum(n) over (order by code_prefix ${order}) - n as before,
             lead(code_prefix) over (order by code_prefix) as next_prefix
        from buckets
    ),
    seek as (
      select code_prefix, next_prefix, ${page.offset} - before as skip from running
       where before <= ${page.offset} and before + n > ${page.offset}
    )
    select ${code} from ${tlinkLicenses}
     where ${where ?? sql`true`} and exists (select 1 from seek) and ${start}
     order by ${code} ${order}
     limit ${page.limit} offset (select skip from seek)
  )`;
}
