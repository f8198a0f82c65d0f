import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPPORT_ENTRY_STATUSES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { optionalLooseRef, tz } from '../columns';
import { accounts } from './accounts';

/** Support tickets about an account; PUT supportentries {key} closes one. */
export const supportEntries = pgTable(
  'support_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    accountId: optionalLooseRef('account_id', () => accounts.id),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    closedAt: tz('closed_at'),
  },
  (t) => [
    uniqueIndex('support_entries_key_unique').on(t.key),
    index('support_entries_account_idx').on(t.accountId, t.createdAt),
    index('support_entries_status_idx').on(t.status, t.createdAt),
    // The list: open before closed, newest first (0011); PostgreSQL's DESC is NULLS FIRST, drizzle's is not.
    index('support_entries_list_idx').on(
      sql`(${t.status} = 'closed')`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('support_entries_status_check', oneOf(t.status, SUPPORT_ENTRY_STATUSES)),
    check('support_entries_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);
