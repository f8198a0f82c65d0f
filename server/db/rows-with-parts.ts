import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect';
import { type Preparable, plain, preparedOnce, type Run } from './named-statements';

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
 * A unique key of a table (`key`, its `id`), the scope of a publisher-bound administrator over its
 * rows, and the select whose rows the lookup answers (`rows`, given the key's condition).
 */
type UniqueKey<Row> = {
  table: PgTable;
  key: AnyPgColumn;
  id: AnyPgColumn;
  scope(publisherId: Placeholder): SQL | undefined;
  rows(db: Db): { where(condition: SQL | undefined): Preparable<Row[]> };
};

/**
 * A lookup by a unique key (an EAN, a whole meldcode; decisions 556, 558): at most one row matches,
 * so the rows found are the total (no count, no order, any first page holds it), and its parts are
 * read by the same condition at the same time: one round trip. The key's value is bound as `key`,
 * a publisher-bound administrator's publisher as `publisherId`. Its statements are built and
 * prepared once per database and scope (decisions 602, 655): a call only binds the key. The parts'
 * queries are prepared in the order `kind.parts` asks for them, the same on every call.
 */
export function uniqueLookup<Row, Parts, Item>(
  name: string,
  unique: UniqueKey<Row>,
  kind: RowsWithParts<Row, Parts, Item>,
) {
  const statementsOf = (scoped: boolean) =>
    preparedOnce(`${name}_${scoped ? 'of_publisher' : 'all'}`, (db, prefix) => {
      const condition = and(
        eq(unique.key, sql.placeholder('key')),
        scoped ? unique.scope(sql.placeholder('publisherId')) : undefined,
      );
      return {
        rows: unique.rows(db).where(condition).prepare(prefix),
        ids: db.select({ id: unique.id }).from(unique.table).where(condition),
        parts: [] as { execute(values: Record<string, unknown>): Promise<unknown> }[],
        prefix,
      };
    });
  const ofAll = statementsOf(false);
  const ofPublisher = statementsOf(true);
  return async (
    db: Db,
    key: string,
    publisherId: number | null,
  ): Promise<{ rows: Item[]; total: number }> => {
    const statements = publisherId === null ? ofAll(db) : ofPublisher(db);
    const values = { key, publisherId };
    let next = 0;
    const run: Run = <R>(query: Preparable<R>) => {
      const index = next++;
      statements.parts[index] ??= query.prepare(`${statements.prefix}_${index}`);
      return statements.parts[index].execute(values) as Promise<R>;
    };
    const [rows, parts] = await Promise.all([
      statements.rows.execute(values),
      kind.parts(db, statements.ids, run),
    ]);
    return { rows: kind.shape(rows, parts), total: rows.length };
  };
}
