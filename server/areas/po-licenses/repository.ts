import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PO_SORT_FIELDS, type PoLicense, type PoListFilter } from '../../../domain/schemas/po-license';
import type { Db } from '../../db/connect';
import { poCountsByCreatedDay, poCountsByPublisherDay } from '../../db/counters/eck-po-counters';
import { type LicenceCount, licencePages } from '../../db/counters/licence-page';
import { columnsNamed } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { organisations } from '../../db/schema/organisations';
import { poLicenses } from '../../db/schema/po-licenses';
import { products } from '../../db/schema/products';
import { productPublisherScope } from '../../db/scopes';
import { schoolLicenceJson } from '../../http/licence-json';

const sortColumns = columnsNamed(poLicenses, PO_SORT_FIELDS);

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
    ...schoolLicenceJson(row),
    basispoortId: l.basispoortId,
    groups: [...l.groups].sort((a, b) => a - b),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/**
 * The PO list has no day filter: without a filter, the whole list is counted by creation day
 * (decision 420), a publisher-bound administrator's by publisher and day (decision 731).
 */
export function poCountedBy(filter: PoListFilter, uitgeverId: number | null): LicenceCount | null {
  if (Object.values(filter).some((value) => value !== undefined)) return null;
  if (uitgeverId === null) return { counter: poCountsByCreatedDay, days: {} };
  const counter = poCountsByPublisherDay;
  return { counter, counted: eq(counter.publisherId, uitgeverId), days: {} };
}

export const listPo = licencePages({
  table: poLicenses,
  sortColumns,
  conditions: poConditions,
  countedBy: poCountedBy,
  rows: (db: Db) => selectPo(db).$dynamic(),
});

export async function findPo(db: Db, id: number, uitgeverId: number | null) {
  const [row] = await selectPo(db).where(and(eq(poLicenses.id, id), productPublisherScope(uitgeverId)));
  return row ?? null;
}
