import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Counter } from './counter';

/*
 * External accounts by type and block of 1,000 ids (decision 466, migration 0013): the exact total
 * of the unfiltered list and of the type filter, and where a deep page in id order begins. About
 * 1,300 rows at scale 20 (1.27M accounts).
 */

export const EXTERN_ID_BLOCK = 1000;

export const externAccountsByIdBlockCounter: Counter = {
  table: 'extern_account_counts_by_id_block',
  keys: ['account_type', 'id_block'],
};

export const externAccountCountsByIdBlock = pgTable(externAccountsByIdBlockCounter.table, {
  accountType: text('account_type').notNull(),
  idBlock: integer('id_block').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
