import type { SQL } from 'drizzle-orm';
import { SEEK_FROM } from '../../db/counters/bucket-seek';
import { type DayCountedList, dayCountedPageIds } from '../../db/counters/day-counted-list';
import { accountCountsByUpdatedDay } from '../../db/counters/list-counters';
import { accounts } from '../../db/schema/accounts';
import type { Sort } from '../../http/list';

/** The users list counted by the Dutch day of each account's last change. */
const accountsByUpdatedDay: DayCountedList = {
  counter: accountCountsByUpdatedDay,
  day: accountCountsByUpdatedDay.updatedDay,
  table: accounts,
  id: accounts.id,
  at: accounts.updatedAt,
};

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
  if (list.where !== undefined || list.sort.field !== 'updatedAt') return null;
  const order = { direction: list.sort.direction, orderBy: list.orderBy };
  return dayCountedPageIds(accountsByUpdatedDay, {}, undefined, order, page, seekFrom);
}
