import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './connect';
import { named, type Preparable, plain, type Run } from './named-statements';

/**
 * Rows that the API answers with their parts (a product with its licence model and prices, a log
 * entry group with its lines and accounts): how to read the parts of the rows `ids` names, a list
 * of ids (a page's) or a query of them (a lookup's), and how to shape rows and parts into items.
 */
export type RowsWithParts<Row, Parts, Item> = {
  parts(db: Db, ids: number[] | SQLWrapper, run: Run): Promise<Parts>;
  shape(rows: Row[], parts: Parts): Item[];
};

/** The items of a page already read: its parts by the page's ids, a second round trip. */
export async function itemsOf<Row, Parts, Item>(
  db: Db,
  rows: Row[],
  idOf: (row: Row) => number,
  kind: RowsWithParts<Row, Parts, Item>,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  return kind.shape(rows, await kind.parts(db, rows.map(idOf), plain));
}

/**
 * A list filtered on a unique key (an EAN, a whole meldcode; decisions 556, 558): at most one row
 * matches, so a first page (of at least one row) holds it and the rows found are the total, and its
 * parts are read by the same condition (`ids`, a query) at the same time: one round trip, no count.
 * Each statement's text is the same on every call, so each is a named statement (decision 602).
 */
export async function readUnique<Row, Parts, Item>(
  db: Db,
  page: Preparable<Row[]>,
  ids: SQLWrapper,
  kind: RowsWithParts<Row, Parts, Item>,
): Promise<{ rows: Item[]; total: number }> {
  const [rows, parts] = await Promise.all([named(page), kind.parts(db, ids, named)]);
  return { rows: kind.shape(rows, parts), total: rows.length };
}
