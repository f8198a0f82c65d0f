import { sql } from 'drizzle-orm';

/**
 * `OFFSET 0` on a subquery keeps PostgreSQL from merging it into the outer query: the subquery is
 * planned alone, so its filter's own index finds the matches before the outer ORDER BY ... LIMIT
 * sorts them (decision 125). As SQL, because drizzle leaves out a numeric offset of 0.
 */
export const PLANNER_FENCE = sql`0` as unknown as number;

/** Up to this many matches a page is sorted from the matches themselves (decision 125). */
export const MATCHES_FIRST_LIMIT = 20_000;
