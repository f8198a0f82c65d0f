import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Sort } from '../../http/list';
import type { Db } from '../connect';
import { type Page, readPage, readPageOfIds, sortOrder } from '../list-page';
import { products } from '../schema/products';
import { readsProduct } from '../scopes';
import { type DayCountedList, type DayRange, dayCountedPageIds, dayCountedTotal } from './day-counted-list';

/**
 * A licence list counted by its creation day (ECK and PO licences, decision 420): the counter and
 * the table as `DayCountedList` has them, and what the list itself declares.
 */
export type LicenceList<
  F extends Record<string, unknown>,
  S extends string,
  R extends PgSelect,
> = DayCountedList & {
  /** The licence's product: every licence has one (not null, a foreign key). */
  productId: AnyPgColumn;
  sortColumns: Record<S, AnyColumn | SQL>;
  /** The list's WHERE for a filter, in the publisher's scope (`uitgeverId`, null: every publisher). */
  conditions: (filter: F, uitgeverId: number | null) => SQL | undefined;
  /** The creation days the counter answers the filter with; null: the list counts its own rows. */
  countedDays: (filter: F, uitgeverId: number | null) => DayRange | null;
  /** The list's rows with their joins, before a where. */
  rows: (db: Db) => R;
};

/** A licence table: its id, creation moment and product column, named alike in ECK and PO licences. */
type LicenceTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; productId: AnyPgColumn };

/** The list of licence table `table`, counted by creation day in `counter`, with what the list declares. */
export function licenceList<F extends Record<string, unknown>, S extends string, R extends PgSelect>(
  table: LicenceTable,
  counter: DayCountedList['counter'] & { createdDay: AnyPgColumn },
  list: Pick<LicenceList<F, S, R>, 'sortColumns' | 'conditions' | 'countedDays' | 'rows'>,
): LicenceList<F, S, R> {
  return {
    counter,
    day: counter.createdDay,
    table,
    id: table.id,
    at: table.createdAt,
    productId: table.productId,
    ...list,
  };
}

/**
 * One page of a licence list and its total. A filtered list chooses its page's ids from an index
 * first (a product's licences: index-only on (product_id, created_at, id), decision 467), then reads
 * and joins only those rows: the walk to a deep page read every skipped licence from the table,
 * cold for each new product. A list the counter answers sums its days, and a deep page in creation
 * order starts at the day holding its first row.
 */
async function readLicencePage<F extends Record<string, unknown>, S extends string, R extends PgSelect>(
  db: Db,
  list: LicenceList<F, S, R>,
  filter: F,
  uitgeverId: number | null,
  sort: Sort<S>,
  page: Page,
  seekFrom?: number,
) {
  const where = list.conditions(filter, uitgeverId);
  const order = sortOrder(sort, list.sortColumns, list.id);
  const days = list.countedDays(filter, uitgeverId);
  if (!days)
    return readPageOfIds(
      db,
      () => {
        const ids = db.select({ id: list.id }).from(list.table).$dynamic();
        // The product only where a condition reads it: the join drops no row, but the planner
        // joined each (an organisation's ECK ids and count: 309 -> 5 and 624 -> 217 buffers at scale 20).
        return (
          readsProduct(filter, uitgeverId) ? ids.innerJoin(products, eq(products.id, list.productId)) : ids
        ).where(where);
      },
      list.id,
      order,
      page,
      list.rows(db),
    );
  const total = dayCountedTotal(db, list, days);
  const sought =
    sort.field === 'createdAt'
      ? dayCountedPageIds(list, days, where, { direction: sort.direction, orderBy: order }, page, seekFrom)
      : null;
  if (sought)
    return readPage(
      list.rows(db).where(sql`${list.id} = any(${sought})`),
      order,
      { offset: 0, limit: page.limit },
      total,
    );
  return readPage(list.rows(db).where(where), order, page, total);
}

/** A licence list's reader, `(db, filter, uitgeverId, sort, page, seekFrom?)`: `readLicencePage` of `list`. */
export const licencePages =
  <F extends Record<string, unknown>, S extends string, R extends PgSelect>(list: LicenceList<F, S, R>) =>
  (db: Db, filter: F, uitgeverId: number | null, sort: Sort<S>, page: Page, seekFrom?: number) =>
    readLicencePage(db, list, filter, uitgeverId, sort, page, seekFrom);
