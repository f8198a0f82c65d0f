import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Sort } from '../../http/list';
import type { Db } from '../connect';
import { type Page, readPage, readPageOfIds, sortOrder } from '../list-page';
import { products } from '../schema/products';
import { readsProduct } from '../scopes';
import { type DayCountedList, type DayRange, dayCountedPageIds, dayCountedTotal } from './day-counted-list';

/** A counter of a licence table by Dutch creation day, and maybe further keys (publisher, state). */
type CreatedDayCounter = DayCountedList['counter'] & { createdDay: AnyPgColumn };

/**
 * What counts a licence list for a filter and scope: a day counter, its rows that count the list
 * (`DayCountedList.counted`, when it has keys besides the day) and the creation days.
 */
export type LicenceCount = { counter: CreatedDayCounter; counted?: SQL | undefined; days: DayRange };

/** A licence list counted by creation day (ECK and PO licences, decisions 420 and 731). */
export type LicenceList<F extends Record<string, unknown>, S extends string, R extends PgSelect> = {
  table: LicenceTable;
  sortColumns: Record<S, AnyColumn | SQL>;
  /** The list's WHERE for a filter, in the publisher's scope (`uitgeverId`, null: every publisher). */
  conditions: (filter: F, uitgeverId: number | null) => SQL | undefined;
  /** The counter that answers the filter and scope; null: the list counts its own rows. */
  countedBy: (filter: F, uitgeverId: number | null) => LicenceCount | null;
  /** The list's rows with their joins, before a where. */
  rows: (db: Db) => R;
};

/** A licence table: its id, creation moment and product column, named alike in ECK and PO licences. */
type LicenceTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; productId: AnyPgColumn };

/**
 * The list as the day counter counts it for a filter: the licences walked inside the page's first
 * day are joined to their product where the filter or scope reads it (the publisher, decision 731).
 */
function dayCounted(table: LicenceTable, count: LicenceCount, withProduct: boolean): DayCountedList {
  return {
    counter: count.counter,
    day: count.counter.createdDay,
    counted: count.counted,
    table: withProduct ? sql`${table} inner join ${products} on ${products.id} = ${table.productId}` : table,
    id: table.id,
    at: table.createdAt,
  };
}

/**
 * One page of a licence list and its total. A filtered list chooses its page's ids from an index
 * first (a product's licences: index-only on (product_id, created_at, id), decision 467), then reads
 * and joins only those rows: the walk to a deep page read every skipped licence from the table,
 * cold for each new product. A list a counter answers (the whole list, a publisher's, the ECK
 * status filter: `countedBy`) sums its days, and a deep page in creation order starts at the day
 * holding its first row.
 */
async function readLicencePage<F extends Record<string, unknown>, S extends string, R extends PgSelect>(
  db: Db,
  list: LicenceList<F, S, R>,
  filter: F,
  uitgeverId: number | null,
  sort: Sort<S>,
  page: Page,
  seekFrom: number,
) {
  const where = list.conditions(filter, uitgeverId);
  const { table } = list;
  const order = sortOrder(sort, list.sortColumns, table.id);
  const withProduct = readsProduct(filter, uitgeverId);
  const count = list.countedBy(filter, uitgeverId);
  if (!count)
    return readPageOfIds(
      db,
      () => {
        const ids = db.select({ id: table.id }).from(table).$dynamic();
        // The product only where a condition reads it: the join drops no row, but the planner
        // joined each (an organisation's ECK ids and count: 309 -> 5 and 624 -> 217 buffers at scale 20).
        return (withProduct ? ids.innerJoin(products, eq(products.id, table.productId)) : ids).where(where);
      },
      table.id,
      order,
      page,
      list.rows(db),
    );
  const days = dayCounted(table, count, withProduct);
  const total = dayCountedTotal(db, days, count.days);
  const sought =
    sort.field === 'createdAt'
      ? dayCountedPageIds(
          days,
          count.days,
          where,
          { direction: sort.direction, orderBy: order },
          page,
          seekFrom,
        )
      : null;
  if (sought)
    return readPage(
      list.rows(db).where(sql`${table.id} = any(${sought})`),
      order,
      { offset: 0, limit: page.limit },
      total,
    );
  return readPage(list.rows(db).where(where), order, page, total);
}

/**
 * From this offset on a licence list a counter answers seeks its page (`SEEK_FROM` elsewhere): a
 * publisher's or a status's licences are a fifth to a fifteenth of the index their walk reads, with
 * each licence's row for its product or state. At scale 20 a publisher's RESERVED licences walked
 * to offset 500 read 6,037 buffers (9.7 ms), to 1,000 9,510 (22 ms), to 6,571 41,224 (153-219 ms);
 * the seek reads ~1,250 (2.7-7 ms) from any offset (decision 731).
 */
export const LICENCE_SEEK_FROM = 500;

/** A licence list's reader, `(db, filter, uitgeverId, sort, page, seekFrom?)`: `readLicencePage` of `list`. */
export const licencePages =
  <F extends Record<string, unknown>, S extends string, R extends PgSelect>(list: LicenceList<F, S, R>) =>
  (db: Db, filter: F, uitgeverId: number | null, sort: Sort<S>, page: Page, seekFrom = LICENCE_SEEK_FROM) =>
    readLicencePage(db, list, filter, uitgeverId, sort, page, seekFrom);
