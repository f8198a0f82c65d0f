import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PO_SORT_FIELDS, PoLicense, PoListFilter } from '../../../domain/schemas/po-license';
import type { Db } from '../../db/connect';
import { type DayCountedList, dayCountedPageIds, dayCountedTotal } from '../../db/counters/day-counted-list';
import { poCountsByCreatedDay } from '../../db/counters/eck-po-counters';
import { type Page, readPage, readPageOfIds, sortOrder } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { organisations } from '../../db/schema/organisations';
import { poLicenses } from '../../db/schema/po-licenses';
import { products } from '../../db/schema/products';
import { productPublisherScope, readsProduct } from '../../db/scopes';
import { labelledRefJson, licenceProductJson } from '../../http/licence-json';
import type { Sort } from '../../http/list';

type SortField = (typeof PO_SORT_FIELDS)[number];

const sortColumns = {
  createdAt: poLicenses.createdAt,
  startDate: poLicenses.startDate,
  endDate: poLicenses.endDate,
} as const satisfies Record<SortField, unknown>;

function poConditions(filter: PoListFilter, uitgeverId: number | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productPublisherScope(uitgeverId)];
  if (filter.q) {
    const q = filter.q;
    conditions.push(
      sql`(${poLicenses.basispoortId} = ${q} or ${poLicenses.eckId} = ${q} or ${poLicenses.referenceId} = ${q})`,
    );
  }
  if (filter.product) conditions.push(eq(poLicenses.productId, filter.product));
  if (filter.organisation) conditions.push(eq(poLicenses.organisationId, filter.organisation));
  if (filter.group !== undefined)
    conditions.push(sql`${poLicenses.groups} @> array[${filter.group}]::integer[]`);
  // and() leaves out the conditions a filter did not set, and is undefined when none is left.
  return and(...conditions);
}

function selectPo(db: Db) {
  return db
    .select({
      licence: poLicenses,
      productTitle: products.title,
      productEan: products.ean,
      schoolName: organisations.name,
    })
    .from(poLicenses)
    .innerJoin(products, eq(products.id, poLicenses.productId))
    .leftJoin(organisations, eq(organisations.id, poLicenses.organisationId));
}
type PoRow = SelectedRow<typeof selectPo>;

export function poJson(row: PoRow): PoLicense {
  const l = row.licence;
  return {
    id: l.id,
    product: licenceProductJson(row),
    basispoortId: l.basispoortId,
    eckId: l.eckId,
    groups: [...l.groups].sort((a, b) => a - b),
    organisation: labelledRefJson(l.organisationId, row.schoolName),
    startDate: l.startDate?.toISOString() ?? null,
    endDate: l.endDate?.toISOString() ?? null,
    referenceId: l.referenceId,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

const poByDay: DayCountedList = {
  counter: poCountsByCreatedDay,
  day: poCountsByCreatedDay.createdDay,
  table: poLicenses,
  id: poLicenses.id,
  at: poLicenses.createdAt,
};

/** The whole list, without a filter or publisher scope, is counted by creation day (decision 420). */
const countedWhole = (filter: PoListFilter, uitgeverId: number | null) =>
  uitgeverId === null && Object.values(filter).every((value) => value === undefined);

export async function listPo(
  db: Db,
  filter: PoListFilter,
  uitgeverId: number | null,
  sort: Sort<SortField>,
  page: Page,
  seekFrom?: number,
) {
  const where = poConditions(filter, uitgeverId);
  const order = sortOrder(sort, sortColumns, poLicenses.id);
  // A filtered list chooses its page's ids from an index first (decision 467), then reads and
  // joins only those rows: a deep page of a product no longer reads every skipped licence.
  if (!countedWhole(filter, uitgeverId))
    return readPageOfIds(
      db,
      () => {
        const ids = db.select({ id: poLicenses.id }).from(poLicenses).$dynamic();
        // The product only where a condition reads it, as the ECK list does (eck/repository.ts).
        return (
          readsProduct(filter, uitgeverId)
            ? ids.innerJoin(products, eq(products.id, poLicenses.productId))
            : ids
        ).where(where);
      },
      poLicenses.id,
      order,
      page,
      (ofPage) =>
        selectPo(db)
          .where(ofPage)
          .orderBy(...order),
    );
  const total = dayCountedTotal(db, poByDay, {});
  const sought =
    sort.field === 'createdAt'
      ? dayCountedPageIds(poByDay, {}, where, { direction: sort.direction, orderBy: order }, page, seekFrom)
      : null;
  if (!sought) return readPage(selectPo(db).$dynamic(), order, page, total);
  return readPage(
    selectPo(db).where(sql`${poLicenses.id} = any(${sought})`).$dynamic(),
    order,
    { offset: 0, limit: page.limit },
    total,
  );
}

export async function findPo(db: Db, id: number, uitgeverId: number | null) {
  const [row] = await selectPo(db).where(and(eq(poLicenses.id, id), productPublisherScope(uitgeverId)));
  return row ?? null;
}
