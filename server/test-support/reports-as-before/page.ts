import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { ApiHarness } from '../api-harness';

/*
 * What the oracles of the reports as they were before kept counts share: a page, its answer, and the
 * Dutch calendar day bounds those queries used (`dayStart`, `dayAfter` of server/db/dutch-days.ts
 * then and now, restated so a change there cannot move the oracle along with it).
 */

export type Page = { offset: number; limit: number };

/** A page of a list as the old query answered it: its rows and the number of rows of the whole list. */
export type AsBefore<T> = { rows: T[]; total: number };

/** A page's rows and the list's total (a statement answering `total`), read in parallel as the old code did. */
export async function readAsBefore<T>(db: Db, rows: SQL, total: SQL): Promise<AsBefore<T>> {
  const [page, [counted]] = await Promise.all([rowsOf<T>(db, rows), rowsOf<{ total: number }>(db, total)]);
  return { rows: page, total: counted?.total ?? 0 };
}

/** The first moment of a Dutch calendar day (`yyyy-MM-dd`). */
export const sinceDay = (day: string): SQL =>
  sql`((${day}::date)::timestamp at time zone 'Europe/Amsterdam')`;

/** The first moment after a Dutch calendar day: the exclusive end of "up to and including day". */
export const untilDay = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;

/** The Content-Range header a list reply carries for that page (spec 000 §7, server/http/list.ts). */
export const contentRangeOf = (answer: AsBefore<unknown>, offset: number) =>
  answer.rows.length === 0
    ? `items */${answer.total}`
    : `items ${offset}-${offset + answer.rows.length - 1}/${answer.total}`;

/** A list call's query string: the filter's values and any extra parameters (sort). */
export const queryOf = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The pages every report test reads: the first page and one deep inside the list (two thirds down). */
const pagesOf = (total: number, size: number): Page[] => [
  { offset: 0, limit: size },
  { offset: Math.floor((total * 2) / 3), limit: size },
];

const rangeOf = (page: Page) => `items=${page.offset}-${page.offset + page.limit - 1}`;

/** A list reply as JSON compares: its status, rows and Content-Range. */
export async function replyPage(response: Response) {
  return {
    status: response.status,
    rows: (await response.json()) as unknown,
    contentRange: response.headers.get('content-range'),
  };
}

/** What the old query's page must be as a reply: status 200, the same rows (as JSON) and Content-Range. */
export const asReply = (answer: AsBefore<unknown>, offset: number) => ({
  status: 200,
  rows: JSON.parse(JSON.stringify(answer.rows)) as unknown,
  contentRange: contentRangeOf(answer, offset),
});

/**
 * Reads the first page of `size` rows and one deep inside the list of `path` (with its query) as
 * `as`, and expects each reply to be `before`'s page. Answers the number of rows compared.
 */
export async function expectPagesAsBefore(
  api: ApiHarness,
  as: string,
  path: string,
  size: number,
  before: (page: Page) => Promise<AsBefore<unknown>>,
): Promise<number> {
  const { total } = await before({ offset: 0, limit: 0 });
  let rows = 0;
  for (const page of pagesOf(total, size)) {
    const answer = await before(page);
    const response = await api.as(as)(path, { headers: { range: rangeOf(page) } });
    expect(await replyPage(response), `${as} ${path} ${rangeOf(page)}`).toEqual(asReply(answer, page.offset));
    rows += answer.rows.length;
  }
  return rows;
}
