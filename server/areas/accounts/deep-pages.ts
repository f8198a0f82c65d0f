import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { SEEK_FROM, seekBucket, seekPage } from '../../db/counters/bucket-seek';
import { accountCountsByUpdatedDay } from '../../db/counters/list-counters';
import { dutchMidnight } from '../../db/dutch-days';
import { accounts } from '../../db/schema/accounts';

/**
 * Whether the updated-day counter knows where this page begins (decision 129): the unfiltered
 * users list in its default order, last changed, deep enough that the walk costs more.
 */
export function seeksDeepPage(
  where: SQL | undefined,
  sortField: string,
  offset: number,
  seekFrom = SEEK_FROM,
): boolean {
  return where === undefined && sortField === 'updatedAt' && offset >= seekFrom;
}

/** The ids of a page that `seeksDeepPage` allows, as an array: Dutch days follow the instants they hold. */
export function deepPageIds(direction: 'ASC' | 'DESC', page: { offset: number; limit: number }): SQL {
  const order = direction === 'ASC' ? asc : desc;
  return seekPage({
    counter: {
      table: accountCountsByUpdatedDay,
      bucket: accountCountsByUpdatedDay.updatedDay,
      n: accountCountsByUpdatedDay.n,
      where: undefined,
    },
    list: {
      table: accounts,
      key: accounts.id,
      where: undefined,
      orderBy: [order(accounts.updatedAt), order(accounts.id)],
      start:
        direction === 'ASC'
          ? sql`${accounts.updatedAt} >= ${dutchMidnight(seekBucket)}`
          : sql`${accounts.updatedAt} < ${dutchMidnight(sql`${seekBucket} + 1`)}`,
    },
    direction,
    page,
  });
}
