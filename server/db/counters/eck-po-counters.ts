import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { type Counter, counterOfTable } from './counter';

/*
 * ECK and PO licences by Dutch day of creation (decision 420, migration 0010): the total of the
 * unfiltered lists and of the ECK created-day filters, and where a deep page in created order (the
 * default, newest first) begins. One row per day: 700 and 500 at scale 20.
 */

export const eckByCreatedDayCounter: Counter = { table: 'eck_counts_by_created_day', keys: ['created_day'] };

export const poByCreatedDayCounter: Counter = { table: 'po_counts_by_created_day', keys: ['created_day'] };

export const eckCountsByCreatedDay = pgTable(eckByCreatedDayCounter.table, {
  createdDay: date('created_day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const poCountsByCreatedDay = pgTable(poByCreatedDayCounter.table, {
  createdDay: date('created_day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/*
 * The same by the publisher of the licence's product and, for ECK, the licence state (decision 731,
 * migration 0032): a publisher-bound administrator's list, the ECK publisher and status filters, and
 * their created-day filters. At scale 20 about 70,000 rows (15 publishers, 7 states, 700 days) and 7,500.
 */

export const eckCountsByPublisherStateDay = pgTable('eck_counts_by_publisher_state_day', {
  publisherId: integer('publisher_id').notNull(),
  licenseState: text('license_state').notNull(),
  createdDay: date('created_day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
export const eckByPublisherStateDayCounter = counterOfTable(eckCountsByPublisherStateDay);

export const poCountsByPublisherDay = pgTable('po_counts_by_publisher_day', {
  publisherId: integer('publisher_id').notNull(),
  createdDay: date('created_day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
export const poByPublisherDayCounter = counterOfTable(poCountsByPublisherDay);

/*
 * ECK licences by distributor, the publisher of their product and Dutch day of creation (decision
 * 735, migration 0035): the distributor filter's total, alone, with a publisher (scope or filter)
 * and the created-day filters, and where its deep page in created order begins. About 51,000 rows
 * at scale 20 (5 distributors, 15 publishers, 700 days); without the state, which would make 253,000.
 */

export const eckCountsByDistributorPublisherDay = pgTable('eck_counts_by_distributor_publisher_day', {
  distributorId: integer('distributor_id'),
  publisherId: integer('publisher_id').notNull(),
  createdDay: date('created_day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
export const eckByDistributorPublisherDayCounter = counterOfTable(eckCountsByDistributorPublisherDay);
