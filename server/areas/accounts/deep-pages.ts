import type { SQL } from 'drizzle-orm';
import { dayBucketStart, SEEK_FROM, seekPage } from '../../db/counters/bucket-seek';
import { accountCountsByUpdatedDay } from '../../db/counters/list-counters';
import { accounts } from '../../db/schema/accounts';
import type { Sort } from '../../http/list';

/**
 * The ids of a deep page of the users list whose start the updated-day counter knows (decision
 * 129), as an array: the unfiltered list in its default order, last changed, deep enough that the
 * walk costs more. Null otherwise: the caller walks. Dutch days follow the instants they hold.
 */
export function deepPageIds(
  list: { where: SQL | undefined; sort: Sort<string>; orderBy: SQL[] },
  page: { offset: number; limit: number },
  seekFrom = SEEK_FROM,
): SQL | null {
  if (list.where !== undefined || list.sort.field !== 'updatedAt' || page.offset < seekFrom) return null;
  const updated = accounts.updatedAt;
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
      orderBy: list.orderBy,
      start: dayBucketStart(updated, list.sort.direction),
    },
    direction: list.sort.direction,
    page,
  });
}
