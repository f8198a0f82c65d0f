import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { optionalLooseRef, tz } from '../columns';
import { accounts } from './accounts';
import { administrators } from './administrators';

/** A snapshot of a removed source account's external account (nameId and type), kept in the merge log. */
export type MergedExternAccount = { accountType: string; nameId: string };

/**
 * Merge history: what a removed source account held when it was merged into the destination. The
 * source id has no foreign key: that account no longer exists.
 */
export const mergeLogs = pgTable(
  'merge_logs',
  {
    id: serial('id').primaryKey(),
    sourceAccountId: integer('source_account_id').notNull(),
    sourceAccountContact: text('source_account_contact'),
    destinationAccountId: optionalLooseRef('destination_account_id', () => accounts.id),
    administratorId: optionalLooseRef('administrator_id', () => administrators.id),
    timestamp: tz('timestamp').notNull().defaultNow(),
    sourceAccountExternAccounts: jsonb('source_account_extern_accounts')
      .$type<MergedExternAccount[]>()
      .notNull()
      .default([]),
    /** Licence codes moved from the source. */
    sourceAccountTlinks: text('source_account_tlinks').array().notNull().default([]),
    sourceAccountMeldcodes: text('source_account_meldcodes').array().notNull().default([]),
  },
  (t) => [
    index('merge_logs_destination_idx').on(t.destinationAccountId, t.timestamp),
    index('merge_logs_source_idx').on(t.sourceAccountId),
  ],
);
