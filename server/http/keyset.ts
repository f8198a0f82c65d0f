import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { csvLineSql } from '../db/csv-line';
import { rowsOf } from '../db/rows';

/**
 * Keyset pagination for long reads (CSV exports): each page continues after the last row's sort
 * value and id, so page 200 costs what page 1 costs (offset would rescan every earlier row).
 * The order matches the list's `orderBy(order(column), order(id))`, PostgreSQL's default null
 * placement included (ASC nulls last, DESC nulls first).
 */
export type KeysetOrder = { column: PgColumn; id: PgColumn; direction: 'ASC' | 'DESC' };

/**
 * The keyset order of a list's sort (an export's stored `sort`): the sort field's column, then the
 * id, as `sortOrder` (`server/db/list-page.ts`) orders the list's pages.
 */
export function keysetOrderOf<F extends string>(
  sort: { field: string; direction: 'ASC' | 'DESC' },
  columns: Record<F, PgColumn>,
  id: PgColumn,
): KeysetOrder {
  return { column: columns[sort.field as F], id, direction: sort.direction };
}

/** Where the previous page ended: the sort value as PostgreSQL's text (exact, microseconds included) and the id. */
export type KeysetCursor = { value: string | null; id: number };

/** Select this as `keyset` beside the row: the exact sort value to continue after. */
export function keysetValue(order: KeysetOrder): SQL<string | null> {
  return sql<string | null>`${order.column}::text`;
}

export function keysetOrderBy(order: KeysetOrder): SQL[] {
  const by = order.direction === 'ASC' ? asc : desc;
  return order.column === order.id ? [by(order.id)] : [by(order.column), by(order.id)];
}

const CAST_TYPES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** The WHERE part "after this cursor"; undefined for the first page. */
export function keysetAfter(order: KeysetOrder, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const { column, id, direction } = order;
  const op = sql.raw(direction === 'ASC' ? '>' : '<');
  if (column === id) return sql`${id} ${op} ${cursor.id}`;
  const type = column.getSQLType();
  const value = sql`${cursor.value}::${sql.raw(CAST_TYPES[type] ?? type)}`;
  if (column.notNull) return sql`(${column}, ${id}) ${op} (${value}, ${cursor.id})`;
  if (direction === 'ASC') {
    return cursor.value === null
      ? sql`(${column} is null and ${id} > ${cursor.id})`
      : sql`((${column}, ${id}) > (${value}, ${cursor.id}) or ${column} is null)`;
  }
  return cursor.value === null
    ? sql`((${column} is null and ${id} < ${cursor.id}) or ${column} is not null)`
    : sql`(${column}, ${id}) < (${value}, ${cursor.id})`;
}

/**
 * Yields the pages of a keyset read until a short page. `page(after, limit)` runs the list query
 * with `after` added to its WHERE, ordered by `keysetOrderBy`, selecting `keysetValue` as `keyset`.
 * The next page is already asked for while the caller writes this one, so the database and Node
 * work at the same time (decision 126); at most two pages are held.
 */
export async function* keysetPages<R extends { keyset: string | null }>(
  pageSize: number,
  page: (after: KeysetCursor | null, limit: number) => Promise<R[]>,
  idOf: (row: R) => number,
): AsyncGenerator<R[]> {
  // The page asked for ahead may fail while the caller is still writing the one before (a dropped
  // connection): marked handled at once, so Node does not call it unhandled; `await` still throws it,
  // and a reader that stops early leaves it behind harmlessly.
  const ask = (after: KeysetCursor | null) => {
    const asked = page(after, pageSize);
    asked.catch(() => {});
    return asked;
  };
  let next: Promise<R[]> | null = ask(null);
  while (next) {
    const rows: R[] = await next;
    next = null;
    if (rows.length === pageSize) {
      const last = rows[rows.length - 1]!;
      next = ask({ value: last.keyset, id: idOf(last) });
    }
    if (rows.length > 0) yield rows;
  }
}

/** A list's select with its WHERE: ordered and limited by keysetItems, it reads rows `R`. */
type KeysetSelect<R> = { orderBy(...columns: SQL[]): { limit(limit: number): PromiseLike<R[]> } };

/**
 * A list export's items, page by page (keysetPages): `rows(after)` is the list's select with its
 * WHERE and `after` added (undefined on the first page); it is ordered by `order` and limited here.
 * `cursorOf` names where a row's page ends (its sort value as text and its id), `item` turns the row
 * into the list's JSON item.
 */
export async function* keysetItems<R, T>(
  pageSize: number,
  order: KeysetOrder,
  rows: (after: SQL | undefined) => KeysetSelect<R>,
  cursorOf: (row: R) => { keyset: string | null; id: number },
  item: (row: R) => T,
): AsyncGenerator<T[]> {
  const pages = keysetPages(
    pageSize,
    async (after, limit) => {
      const page = await rows(keysetAfter(order, after))
        .orderBy(...keysetOrderBy(order))
        .limit(limit);
      return page.map((row) => ({ row, ...cursorOf(row) }));
    },
    (read) => read.id,
  );
  for await (const page of pages) yield page.map((read) => item(read.row));
}

/**
 * A cell of a line the database writes (decision 126): its text is read by the keyset walk, or, with
 * `onPage`, computed on the page's rows after the walk (it may name `page.id`). `plain` as csvLineSql.
 */
export type LineCell = { text: SQL; plain?: boolean; onPage?: boolean };

/** A list's select of `columns` with its WHERE and `after` added: ordered and limited by keysetLines. */
type KeysetWalk = { orderBy(...columns: SQL[]): { limit(limit: number): { getSQL(): SQL } } };

/**
 * A list export's CSV lines, page by page (keysetPages), written by the database (decision 126):
 * `walk(columns, after)` selects `columns` (the id, the keyset, the sort value and the walk's cells
 * as c0..cN) from the list with its WHERE and `after`; the walk is materialized first, so the
 * planner keeps it an index walk, then each row of the page becomes one line, in the walk's order.
 * Node holds one string per row, never an object of its cells.
 */
export async function* keysetLines(
  db: Db,
  pageSize: number,
  order: KeysetOrder,
  cells: readonly LineCell[],
  walk: (columns: Record<string, SQL.Aliased | PgColumn>, after: SQL | undefined) => KeysetWalk,
): AsyncGenerator<string[]> {
  const columns: Record<string, SQL.Aliased | PgColumn> = {
    id: order.id,
    keyset: keysetValue(order).as('keyset'),
    sortValue: sql`${order.column}`.as('sort_value'),
  };
  cells.forEach((cell, i) => {
    if (!cell.onPage) columns[`c${i}`] = cell.text.as(`c${i}`);
  });
  const line = csvLineSql(
    cells.map((cell, i) => ({ text: cell.onPage ? cell.text : sql.raw(`page.c${i}`), plain: cell.plain })),
  );
  const direction = sql.raw(order.direction === 'ASC' ? 'asc' : 'desc');
  const pages = keysetPages(
    pageSize,
    // Plain SQL: the lines are text already, and drizzle's per-cell row mapping was a quarter of
    // the export's CPU time (a profile of 1M rows).
    (after, limit) =>
      rowsOf<{ id: number; keyset: string | null; line: string }>(
        db,
        sql`with page as materialized (${walk(columns, keysetAfter(order, after))
          .orderBy(...keysetOrderBy(order))
          .limit(limit)
          .getSQL()})
            select page.id, page.keyset, ${line} as line from page
            order by page.sort_value ${direction}, page.id ${direction}`,
      ),
    (row) => row.id,
  );
  for await (const page of pages) yield page.map((row) => row.line);
}
