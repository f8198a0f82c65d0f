import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/connect';
import type { Page } from '../db/list-page';
import { rowsOf } from '../db/rows';
import type { Sort } from '../http/list';

/**
 * A list read through the repository: its ids and total for a sort and page; `seekFrom` 0 seeks
 * every page through the counter (decision 420), Infinity walks every page.
 */
export type ListedIds = (
  sort: Sort<string>,
  page: Page,
  seekFrom: number,
) => Promise<{ ids: number[]; total: number }>;

/**
 * Every page the list gives, sought and walked, is the page plain SQL gives: the same ids in the
 * same order and the same total. `rows` is the list's filter as a plain `select id … where …`
 * without order; `column` the sort field's column. The offsets: the first rows, a dozen spread
 * over the list, the last page, the end and past it.
 */
export async function expectListLikeSql(
  db: Db,
  list: ListedIds,
  rows: SQL,
  sorts: { sort: Sort<string>; column: string }[],
  limit = 5,
): Promise<void> {
  for (const { sort, column } of sorts) {
    const by = sql.raw(`${column} ${sort.direction}, id ${sort.direction}`);
    const expected = (
      await rowsOf<{ id: number }>(db, sql`select id from (${rows}) as matched order by ${by}`)
    ).map((row) => Number(row.id));
    const total = expected.length;
    const offsets = new Set([0, 1, Math.max(total - limit, 0), total - 1, total, total + 3]);
    for (let offset = 2; offset < total; offset += Math.max(7, Math.ceil(total / 12))) offsets.add(offset);
    for (const offset of offsets) {
      for (const seekFrom of [0, Number.POSITIVE_INFINITY]) {
        const got = await list(sort, { offset: Math.max(offset, 0), limit }, seekFrom);
        const what = `${sort.direction}-${sort.field} offset ${offset} seekFrom ${seekFrom}`;
        expect(got.total, what).toBe(total);
        expect(got.ids, what).toEqual(expected.slice(Math.max(offset, 0), Math.max(offset, 0) + limit));
      }
    }
  }
}

/** A licence list's rows as plain SQL: `where` over `table`, within a publisher's products when bound. */
const licencesWhere = (table: string, where: string, uitgeverId: number | null) =>
  sql.raw(
    `select * from ${table} where ${where}${
      uitgeverId === null
        ? ''
        : ` and product_id in (select id from products where organisation_id = ${uitgeverId})`
    }`,
  );

/** A licence list's repository call (`listEck`, `listPo`). */
type LicenceLister<F> = (
  db: Db,
  filter: F,
  uitgeverId: number | null,
  sort: never,
  page: Page,
  seekFrom: number,
) => Promise<{ rows: { licence: { id: number } }[]; total: number }>;

/**
 * `expectLikeSql(filter, where, uitgeverId)` for a licence list: its pages equal plain SQL's over
 * `table` with `where` (and the publisher's products when bound), in created order both ways (the
 * one the day counter seeks) and in the order of a nullable date.
 */
export function licenceListLikeSql<F>(
  database: () => { db: Db },
  table: string,
  date: { field: string; column: string },
  list: LicenceLister<F>,
) {
  const sorts = [
    { sort: { field: 'createdAt', direction: 'DESC' as const }, column: 'created_at' },
    { sort: { field: 'createdAt', direction: 'ASC' as const }, column: 'created_at' },
    { sort: { field: date.field, direction: 'ASC' as const }, column: date.column },
  ];
  return async (filter: F, where: string, uitgeverId: number | null = null) => {
    const { db } = database();
    await expectListLikeSql(
      db,
      async (sort, page, seekFrom) => {
        const { rows, total } = await list(db, filter, uitgeverId, sort as never, page, seekFrom);
        return { ids: rows.map((row) => row.licence.id), total };
      },
      licencesWhere(table, where, uitgeverId),
      sorts,
    );
  };
}

/** Compaction folded every day of a day counter (decision 420) into one row. */
export async function expectOneRowPerDay(db: Db, counter: string): Promise<void> {
  const rows = await rowsOf<{ rows: number }>(
    db,
    sql.raw(`select count(*)::int as rows from ${counter} group by created_day order by 1 desc limit 1`),
  );
  expect(rows[0]?.rows).toBe(1);
}
