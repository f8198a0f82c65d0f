import { asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

/**
 * A selective list filter reads its matches first (decision 125): up to this many are found with
 * the filter's own index in a subquery whose `LIMIT MATCHES_FIRST_LIMIT + 1` also keeps PostgreSQL
 * from merging it into the outer ORDER BY ... LIMIT (which would walk the sort index instead), then
 * counted and sorted in the same statement. A filter with more matches is counted and walked in sort
 * order.
 */
export const MATCHES_FIRST_LIMIT = 20_000;

/**
 * The ids of one page of the matches of `where` in `table`, sorted by `value` then `id`, each with
 * the number of matches found (at most `cap + 1`). Only the id and the sort value of each match are
 * carried through the count and the sort; join the page's ids to read its rows. `capped` is `cap + 1`;
 * a statement prepared once per shape passes placeholders (decision 741).
 */
export function pageOfMatches(
  db: Db,
  source: { table: PgTable; id: AnyPgColumn; value: AnyPgColumn; where: SQL | undefined },
  order: { direction: 'ASC' | 'DESC' } & Record<'offset' | 'limit' | 'capped', number | Placeholder>,
) {
  const capped = db
    // Aliased: the value is the id itself when the list is sorted by id.
    .select({ id: source.id, value: sql`${source.value}`.as('sort_value') })
    .from(source.table)
    .where(source.where)
    .limit(order.capped)
    .as('capped');
  const by = order.direction === 'ASC' ? asc : desc;
  return db
    .select({ id: capped.id, matchCount: sql<number>`count(*) over ()`.mapWith(Number).as('match_count') })
    .from(capped)
    .orderBy(by(capped.value), by(capped.id))
    .limit(order.limit)
    .offset(order.offset)
    .as('page_of_matches');
}

/**
 * The page and its exact total when every match was found under the cap; null when there were more
 * (the page sorted only some of them) or the page lies past the end (no row tells the count): the
 * caller then counts and walks in sort order.
 */
export function matchesFirstResult<Row extends { matchCount: number }>(
  found: Row[],
  offset: number,
  cap: number,
): { rows: Omit<Row, 'matchCount'>[]; total: number } | null {
  const matchCount = found[0]?.matchCount ?? (offset === 0 ? 0 : undefined);
  if (matchCount === undefined || matchCount > cap) return null;
  return { rows: found.map(({ matchCount: _, ...row }) => row), total: matchCount };
}

/**
 * One page of a selective filter, matches first: `rowsOf(matches)` reads the page's rows joined to
 * `matches.id`, selecting `matches.matchCount`, in the list's order. When more than `order.cap`
 * matched, or the page lies past the end, `count` counts the filter and `walk` reads the page in
 * sort order (none past the total).
 */
export async function readMatchesFirst<Row extends { matchCount: number }, Walked>(
  db: Db,
  source: Parameters<typeof pageOfMatches>[1],
  order: { direction: 'ASC' | 'DESC'; offset: number; limit: number; cap: number },
  rowsOf: (matches: ReturnType<typeof pageOfMatches>) => PromiseLike<Row[]>,
  otherwise: { count: () => PromiseLike<number>; walk: () => PromiseLike<Walked[]> },
) {
  const found = await rowsOf(pageOfMatches(db, source, { ...order, capped: order.cap + 1 }));
  return afterMatchesFirst(found, order, otherwise);
}

/** What `readMatchesFirst` does with the matches it found (`found`, read by a statement of `pageOfMatches`). */
export async function afterMatchesFirst<Row extends { matchCount: number }, Walked>(
  found: Row[],
  order: { offset: number; cap: number },
  otherwise: { count: () => PromiseLike<number>; walk: () => PromiseLike<Walked[]> },
) {
  const result = matchesFirstResult(found, order.offset, order.cap);
  if (result) return result;
  const total = await otherwise.count();
  if (total <= order.offset) return { rows: [], total };
  return { rows: await otherwise.walk(), total };
}
