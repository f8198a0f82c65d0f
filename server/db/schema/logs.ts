import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerRef, tz } from '../columns';
import { accounts } from './accounts';

/**
 * A log entry group: what happened under one meldcode (the code a user quotes to the support desk).
 * The account overview's activity is the groups linked to the account, newest first.
 * `publisher_ids`: the publishers of the products and licences its lines name (0: a reference to
 * nothing known), sorted; kept by triggers (decision 102), a publisher-bound administrator sees the
 * group only when it is exactly their publisher.
 */
export const logEntries = pgTable(
  'log_entries',
  {
    id: serial('id').primaryKey(),
    meldcode: text('meldcode').notNull(),
    timestamp: tz('timestamp').notNull().defaultNow(),
    publisherIds: integer('publisher_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('log_entries_meldcode_unique').on(t.meldcode),
    index('log_entries_meldcode_trgm_idx').using('gin', sql`${t.meldcode} gin_trgm_ops`),
    index('log_entries_timestamp_idx').on(t.timestamp, t.id),
    check('log_entries_meldcode_check', sql`${t.meldcode} ~ '^[A-Z0-9]{3}-[A-Z0-9]{4}$'`),
  ],
);

/** The accounts a log entry group concerns; timestamp is copied from the group for the activity index. */
export const logEntryAccounts = pgTable(
  'log_entry_accounts',
  {
    logEntryId: ownerRef('log_entry_id', () => logEntries.id),
    accountId: ownerRef('account_id', () => accounts.id),
    timestamp: tz('timestamp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.logEntryId, t.accountId] }),
    index('log_entry_accounts_activity_idx').on(t.accountId, t.timestamp, t.logEntryId),
  ],
);

/** One line of a group: an info or an error text, possibly of external origin (highlighted). */
export const logEntryLines = pgTable(
  'log_entry_lines',
  {
    id: serial('id').primaryKey(),
    logEntryId: ownerRef('log_entry_id', () => logEntries.id),
    timestamp: tz('timestamp').notNull().defaultNow(),
    info: text('info'),
    error: text('error'),
    external: boolean('external').notNull().default(false),
  },
  (t) => [
    index('log_entry_lines_entry_idx').on(t.logEntryId, t.timestamp),
    check('log_entry_lines_text_check', sql`(${t.info} is null) <> (${t.error} is null)`),
  ],
);
