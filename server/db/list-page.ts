import { type AnyColumn, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Sort } from '../http/list';
import type { Db } from './connect';

/** Offset and limit of one JSON page (`pageOf` in `server/http/list.ts`). */
export type Page = { offset: number; limit: number };

/**
 * A page of no rows: a list function asked for it answers only its exact total (the Content-Range's),
 * which an export reports as its progress (decisions 714, 727).
 */
export const TOTAL_ONLY: Page = { offset: 0, limit: 0 };

/**
 * True when a list filter sets `key` and nothing else: the palette's lookups (an address, a search,
 * one TLink code), whose statement is built once per shape (decision 741).
 */
export const filterIsOnly = <F extends object>(filter: F, key: keyof F & string) =>
  filter[key] !== undefined &&
  Object.entries(filter).every(([name, value]) => name === key || value === undefined);

/**
 * The columns of a table, or of a select's record of columns, that `names` names:
 * `{ name: columns.name }` for each, read from there instead of written out again. A list's sort
 * columns are those its sort fields (the domain's `X_SORT_FIELDS`) name, where each is a column.
 */
export function columnsNamed<C extends object, F extends keyof C & string>(
  columns: C,
  fields: readonly F[],
): Pick<C, F> {
  return Object.fromEntries(fields.map((field) => [field, columns[field]])) as Pick<C, F>;
}

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

/**
 * A page of a list of one table's rows: `rows` (a select from `table`, without a where) where
 * `where`, in `order`, and how many rows of the table match the same `where`. The page and its
 * total cannot be read under two different filters.
 */
export function readTablePage<Q extends PgSelect>(
  db: Db,
  table: PgTable,
  rows: { $dynamic(): Q },
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const total = db.select({ total: count() }).from(table).where(where);
  return readPage(rows.$dynamic().where(where), order, page, total);
}

/**
 * A page whose rows are costly to make (many joins, counts per row): the page's ids are chosen
 * first from `matching` (the list's where over only the joins that where and order read, so a deep
 * OFFSET walks a narrow index), then `rows` (the list's select, without a where) reads just those
 * ids, in the same order; the total counts `matching` (issue 21, decision 416).
 */
export async function readPageOfIds<Q extends PgSelect, R extends PgSelect>(
  db: Db,
  matching: () => Q,
  id: AnyColumn,
  order: SQL[],
  page: Page,
  rows: R,
): Promise<{ rows: Awaited<R>; total: number }> {
  const pageIds = matching()
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [pageRows, [totalRow]] = await Promise.all([
    rows.where(sql`${id} = any(array(${pageIds}))`).orderBy(...order),
    db.select({ total: count() }).from(sql`(${matching()}) as matching`),
  ]);
  return { rows: pageRows as Awaited<R>, total: totalRow?.total ?? 0 };
}
