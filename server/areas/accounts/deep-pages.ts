import { type SQL, sql } from 'drizzle-orm';
import { SEEK_FROM, seekBucket, seekNextBucket, seekPageWithNulls } from '../../db/counters/bucket-seek';
import { type DayCountedList, dayCountedPageIds } from '../../db/counters/day-counted-list';
import { accountCountsByEmailPrefix, accountCountsByUpdatedDay } from '../../db/counters/list-counters';
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

const email = accounts.email;

/**
 * The ids of a deep page of the users list whose start a counter knows, as an array: the
 * unfiltered list in its default order, last changed (the updated-day counter, decision 129), or by
 * e-mail address (the e-mail prefix counter, decision 732), deep enough that the walk costs more.
 * Null otherwise: the caller walks. Dutch days follow the instants they hold.
 *
 * E-mail order: every address of a two-character prefix sorts together after every address of a
 * smaller prefix, true for any text in the C collation (byte order is code point order in UTF-8) and
 * not in a linguistic one, which may skip punctuation: the seek is taken only where the caller found
 * the database ordering text by code point (`sortsTextByCodePoint`, decision 738), else it walks.
 * Accounts without an address are the null bucket. Going down the walk starts at the greatest
 * address below the next prefix, or the greatest of all (no text is known to sort just above a prefix).
 */
export function deepPageIds(
  list: { where: SQL | undefined; sort: Sort<string>; orderBy: SQL[]; textByCodePoint?: boolean },
  page: { offset: number; limit: number },
  seekFrom = SEEK_FROM,
): SQL | null {
  if (list.where !== undefined || page.offset < seekFrom) return null;
  const direction = list.sort.direction;
  if (list.sort.field === 'email') {
    if (!list.textByCodePoint) return null;
    const counter = accountCountsByEmailPrefix;
    const start =
      direction === 'ASC'
        ? sql`${email} >= ${seekBucket}`
        : sql`${email} <= coalesce(
            (select max(${email}) from ${accounts} where ${email} < ${seekNextBucket}),
            (select max(${email}) from ${accounts}))`;
    return seekPageWithNulls({
      counter: { table: counter, bucket: counter.emailPrefix, n: counter.n, where: undefined },
      list: { table: accounts, key: accounts.id, where: undefined, start },
      value: email,
      direction,
      page,
    });
  }
  if (list.sort.field !== 'updatedAt') return null;
  const order = { direction, orderBy: list.orderBy };
  return dayCountedPageIds(accountsByUpdatedDay, {}, undefined, order, page, seekFrom);
}
