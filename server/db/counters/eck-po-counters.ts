import { bigint, date, pgTable } from 'drizzle-orm/pg-core';
import type { Counter } from './counter';

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
