import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Sort } from '../http/list';

/** Offset and limit of one JSON page (`pageOf` in `server/http/list.ts`). */
export type Page = { offset: number; limit: number };

/** A list's order: the sort field's column, then the id, so rows with equal values never swap pages. */
export function sortOrder<F extends string>(
  sort: Sort<F>,
  columns: Record<F, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const by = sort.direction === 'ASC' ? asc : desc;
  return [by(columns[sort.field]), by(id)];
}

/**
 * One page of a filtered list and the total of the same filter (spec 000 §7, Content-Range),
 * read in parallel. `rows` is the list's select with its `where`, made dynamic so it can be ordered
 * and paged here; `total` counts over the joins that `where` needs.
 */
export async function readPage<Q extends PgSelect>(
  rows: Q,
  order: SQL[],
  page: Page,
  total: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [pageRows, [totalRow]] = await Promise.all([
    rows
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    total,
  ]);
  return { rows: pageRows as Awaited<Q>, total: totalRow?.total ?? 0 };
}
