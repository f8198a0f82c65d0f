import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { EckStatusFilter } from '../../../domain/enums';
import { ECK_SORT_FIELDS, ECK_STATUS_STATES, type EckListFilter } from '../../../domain/schemas/eck';
import type { Db } from '../../db/connect';
import {
  eckCountsByCreatedDay,
  eckCountsByDistributorPublisherDay,
  eckCountsByPublisherStateDay,
} from '../../db/counters/eck-po-counters';
import { type LicenceCount, licencePages } from '../../db/counters/licence-page';
import { dayAfter, dayStart } from '../../db/dutch-days';
import { contains } from '../../db/like';
import { columnsNamed } from '../../db/list-page';
import type { SelectedRow } from '../../db/rows';
import { eckLicenseReferenceIdTransitions, eckLicenses } from '../../db/schema/eck';
import { organisations } from '../../db/schema/organisations';
import { products } from '../../db/schema/products';
import { productPublisherScope } from '../../db/scopes';
import { anyOf } from '../../http/id-list';

const schools = alias(organisations, 'school');
const distributors = alias(organisations, 'distributor');

export const eckSortColumns = columnsNamed(eckLicenses, ECK_SORT_FIELDS);

/** The licence states of the status filter's words. */
const statesOf = (statussen: readonly EckStatusFilter[]) =>
  statussen.flatMap((status) => ECK_STATUS_STATES[status]);

export function eckConditions(filter: EckListFilter, uitgeverId: number | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productPublisherScope(uitgeverId)];
  if (filter.q) {
    const q = filter.q;
    conditions.push(
      sql`(${eckLicenses.referenceId} ilike ${contains(q)} or ${eckLicenses.userId} = ${q} or ${eckLicenses.eckId} = ${q} or ${eckLicenses.contractId} = ${q})`,
    );
  }
  if (filter.product) conditions.push(eq(eckLicenses.productId, filter.product));
  if (filter.organisation) conditions.push(eq(eckLicenses.organisationId, filter.organisation));
  if (filter['product.organisation'])
    conditions.push(eq(products.organisationId, filter['product.organisation']));
  if (filter.distributor) conditions.push(eq(eckLicenses.distributorId, filter.distributor));
  if (filter.fromDate) conditions.push(sql`${eckLicenses.createdAt} >= ${dayStart(filter.fromDate)}`);
  if (filter.toDate) conditions.push(sql`${eckLicenses.createdAt} < ${dayAfter(filter.toDate)}`);
  if (filter.statussen?.length)
    conditions.push(inArray(eckLicenses.licenseState, statesOf(filter.statussen)));
  if (filter.referenceIds?.length)
    conditions.push(anyOf(eckLicenses.referenceId, filter.referenceIds, 'text'));
  if (filter.refHistoryEnabled) {
    conditions.push(
      sql`exists (select 1 from ${eckLicenseReferenceIdTransitions} where ${eckLicenseReferenceIdTransitions.eckLicenseId} = ${eckLicenses.id})`,
    );
  }
  // and() leaves out the conditions a filter did not set, and is undefined when none is left.
  return and(...conditions);
}

export const eckSelection = {
  licence: eckLicenses,
  productTitle: products.title,
  productEan: products.ean,
  schoolName: schools.name,
  distributorName: distributors.name,
};

export function selectEck(db: Db) {
  return db
    .select(eckSelection)
    .from(eckLicenses)
    .innerJoin(products, eq(products.id, eckLicenses.productId))
    .leftJoin(schools, eq(schools.id, eckLicenses.organisationId))
    .leftJoin(distributors, eq(distributors.id, eckLicenses.distributorId));
}
export type EckRow = SelectedRow<typeof selectEck>;

/**
 * The counter that answers a list's filter (decisions 420, 731, 735): with no filter but the creation
 * days, the whole list's day counter; with a publisher (the scope, the `product.organisation`
 * filter or both: no rows when they differ) or statuses too, their rows of the counter by publisher,
 * state and day; with a distributor (and a publisher, not statuses), its rows of the counter by
 * distributor, publisher and day. Null for other filters: the list counts its rows.
 */
export function eckCountedBy(filter: EckListFilter, uitgeverId: number | null): LicenceCount | null {
  const { fromDate, toDate, statussen, 'product.organisation': publisher, distributor, ...others } = filter;
  if (Object.values(others).some((value) => value !== undefined)) return null;
  const days = { from: fromDate, to: toDate };
  const states = statussen?.length ? statesOf(statussen) : undefined;
  const ofPublisher = (column: AnyPgColumn) =>
    and(
      uitgeverId === null ? undefined : eq(column, uitgeverId),
      publisher === undefined ? undefined : eq(column, publisher),
    );
  if (distributor !== undefined) {
    // A distributor's licences of some states: a counter by both would hold 253,000 rows at scale 20.
    if (states) return null;
    const counter = eckCountsByDistributorPublisherDay;
    return {
      counter,
      counted: and(eq(counter.distributorId, distributor), ofPublisher(counter.publisherId)),
      days,
    };
  }
  if (uitgeverId === null && publisher === undefined && !states)
    return { counter: eckCountsByCreatedDay, days };
  const counter = eckCountsByPublisherStateDay;
  const counted = and(
    ofPublisher(counter.publisherId),
    states ? inArray(counter.licenseState, states) : undefined,
  );
  return { counter, counted, days };
}

export const listEck = licencePages({
  table: eckLicenses,
  sortColumns: eckSortColumns,
  conditions: eckConditions,
  countedBy: eckCountedBy,
  rows: (db: Db) => selectEck(db).$dynamic(),
});

/** Of `referenceIds`, those of licences in the administrator's scope (the many-ids filter's found part). */
export async function presentEckReferences(db: Db, referenceIds: string[], uitgeverId: number | null) {
  const rows = await db
    .selectDistinct({ referenceId: eckLicenses.referenceId })
    .from(eckLicenses)
    .innerJoin(products, eq(products.id, eckLicenses.productId))
    .where(eckConditions({ referenceIds }, uitgeverId));
  return rows.map((row) => row.referenceId);
}

/** The reference-id changes of these licences, oldest first, by licence id. */
export async function transitionsOf(db: Db, ids: number[]) {
  const byLicence = new Map<number, (typeof eckLicenseReferenceIdTransitions.$inferSelect)[]>();
  if (ids.length === 0) return byLicence;
  const rows = await db
    .select()
    .from(eckLicenseReferenceIdTransitions)
    .where(inArray(eckLicenseReferenceIdTransitions.eckLicenseId, ids))
    .orderBy(asc(eckLicenseReferenceIdTransitions.timestamp), asc(eckLicenseReferenceIdTransitions.id));
  for (const row of rows) {
    const list = byLicence.get(row.eckLicenseId) ?? [];
    list.push(row);
    byLicence.set(row.eckLicenseId, list);
  }
  return byLicence;
}

/** Available ECK licences of an organisation per product (summaryOfAvailableEckLicenses). */
export async function availableSummary(db: Db, organisationId: number, uitgeverId: number | null) {
  return db
    .select({
      productId: products.id,
      productTitle: products.title,
      productEan: products.ean,
      amount: count(),
    })
    .from(eckLicenses)
    .innerJoin(products, eq(products.id, eckLicenses.productId))
    .where(
      and(
        eq(eckLicenses.organisationId, organisationId),
        eq(eckLicenses.licenseState, 'AVAILABLE'),
        productPublisherScope(uitgeverId),
      ),
    )
    .groupBy(products.id, products.title, products.ean)
    .orderBy(asc(products.title));
}
