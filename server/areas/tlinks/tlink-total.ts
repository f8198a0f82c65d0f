import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TlinkListFilter } from '../../../domain/schemas/tlink';
import { EXPIRABLE_STATES } from '../../../domain/tlink-rules';
import type { Db } from '../../db/connect';
import {
  tlinkCountsByDay,
  tlinkCountsByDistributor,
  tlinkCountsByProduct,
  tlinkCountsByPublisherCreatedDay,
} from '../../db/counters/list-counters';
import { products } from '../../db/schema/products';

type FilterKey = keyof TlinkListFilter;
type CounterTable = typeof tlinkCountsByDistributor | typeof tlinkCountsByProduct | typeof tlinkCountsByDay;
type Counted = CounterTable | typeof tlinkCountsByPublisherCreatedDay;

/** The filters on the licence state. */
export const LICENCE_STATE_KEYS: FilterKey[] = ['licenseState', 'showExpirableStates', 'hideExpirableStates'];

/** Filters every total's counter answers: licence state and source. */
const STATE_KEYS: FilterKey[] = [...LICENCE_STATE_KEYS, 'creationMethod'];

/** The licence state filters on a counter, exactly as tlinkConditions puts them on the licences. */
export function licenceStateConditions(
  table: { licenseState: AnyPgColumn },
  filter: TlinkListFilter,
): (SQL | undefined)[] {
  return [
    filter.licenseState?.length ? inArray(table.licenseState, filter.licenseState) : undefined,
    filter.showExpirableStates ? inArray(table.licenseState, [...EXPIRABLE_STATES]) : undefined,
    filter.hideExpirableStates ? notInArray(table.licenseState, [...EXPIRABLE_STATES]) : undefined,
  ];
}

/** State and source on a counter, exactly as tlinkConditions puts them on the licences. */
function stateConditions(table: Counted, filter: TlinkListFilter): (SQL | undefined)[] {
  // A counter without state keys is only chosen when no state or source filter is used.
  if (!('licenseState' in table)) return [];
  return [
    ...licenceStateConditions(table, filter),
    filter.creationMethod?.length ? inArray(table.creationMethod, filter.creationMethod) : undefined,
  ];
}

/** A created-day counter's rows from and to the filter's Dutch days (both bounds included). */
function createdDays(createdDay: AnyPgColumn, filter: TlinkListFilter): (SQL | undefined)[] {
  return [
    filter.createdFrom ? sql`${createdDay} >= ${filter.createdFrom}::date` : undefined,
    filter.createdTo ? sql`${createdDay} <= ${filter.createdTo}::date` : undefined,
  ];
}

/**
 * The counters, smallest first, with the filters each can answer. A publisher-bound administrator's
 * list is a publisher filter, so only the publisher's created-day counter (without other filters or
 * with a created range: decisions 722, 732, 737) and the product counter serve it.
 */
const COUNTERS: {
  table: Counted;
  answers: FilterKey[];
  servesPublisherScope: boolean;
  where: (filter: TlinkListFilter, uitgeverId: number | null) => (SQL | undefined)[];
}[] = [
  {
    table: tlinkCountsByDistributor,
    answers: [...STATE_KEYS, 'distributor'],
    servesPublisherScope: false,
    where: (filter) => [
      filter.distributor ? eq(tlinkCountsByDistributor.distributorId, filter.distributor) : undefined,
    ],
  },
  {
    table: tlinkCountsByDay,
    answers: [...STATE_KEYS, 'createdFrom', 'createdTo'],
    servesPublisherScope: false,
    where: (filter) => createdDays(tlinkCountsByDay.createdDay, filter),
  },
  {
    // A publisher's licences created in a range of days, or all of them: a row per publisher and
    // day, before the product counter, which sums a row per product, state and source of every
    // product of the publisher (decision 737).
    table: tlinkCountsByPublisherCreatedDay,
    answers: ['publisher', 'createdFrom', 'createdTo'],
    servesPublisherScope: true,
    where: (filter, uitgeverId) => [
      uitgeverId === null ? undefined : eq(tlinkCountsByPublisherCreatedDay.publisherId, uitgeverId),
      filter.publisher ? eq(tlinkCountsByPublisherCreatedDay.publisherId, filter.publisher) : undefined,
      ...createdDays(tlinkCountsByPublisherCreatedDay.createdDay, filter),
    ],
  },
  {
    table: tlinkCountsByProduct,
    answers: [...STATE_KEYS, 'product', 'publisher'],
    servesPublisherScope: true,
    where: (filter, uitgeverId) => [
      productsOf(uitgeverId),
      productsOf(filter.publisher),
      filter.product ? eq(tlinkCountsByProduct.productId, filter.product) : undefined,
    ],
  },
];

/** Counter rows of a publisher's products (products.organisation_id is the publisher). */
function productsOf(publisher: number | null | undefined): SQL | undefined {
  if (publisher == null) return undefined;
  return inArray(
    tlinkCountsByProduct.productId,
    sql`(select ${products.id} from ${products} where ${products.organisationId} = ${publisher})`,
  );
}

export const filtersInUse = (filter: TlinkListFilter): FilterKey[] =>
  (Object.keys(filter) as FilterKey[]).filter((key) => {
    const value = filter[key];
    return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
  });

/** The sum over the first counter that answers every filter in use; null when none does. */
export function counterTotal(db: Db, filter: TlinkListFilter, uitgeverId: number | null) {
  const used = filtersInUse(filter);
  const counter = COUNTERS.find(
    (candidate) =>
      (uitgeverId === null || candidate.servesPublisherScope) &&
      used.every((key) => candidate.answers.includes(key)),
  );
  if (!counter) return null;
  const conditions = [...stateConditions(counter.table, filter), ...counter.where(filter, uitgeverId)];
  return db
    .select({ total: sql<number>`coalesce(sum(${counter.table.n}), 0)`.mapWith(Number) })
    .from(counter.table)
    .where(and(...conditions));
}
