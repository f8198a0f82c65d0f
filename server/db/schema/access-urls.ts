import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCESS_URL_TYPES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, ownerRef } from '../columns';
import { accounts } from './accounts';

/** Confirmation links (accessurls) sent to an account's e-mail address or phone. */
export const accessUrls = pgTable(
  'access_urls',
  entity({
    accountId: ownerRef('account_id', () => accounts.id),
    type: text('type').notNull(),
    email: text('email'),
    telephone: text('telephone'),
    token: text('token').notNull(),
    used: boolean('used').notNull().default(false),
  }),
  (t) => [
    uniqueIndex('access_urls_token_unique').on(t.token),
    index('access_urls_account_idx').on(t.accountId, t.createdAt),
    // The list's order, newest first: its first and deep pages (decision 732).
    index('access_urls_created_idx').on(t.createdAt, t.id),
    check('access_urls_type_check', oneOf(t.type, ACCESS_URL_TYPES)),
    check('access_urls_contact_check', sql`${t.email} is not null or ${t.telephone} is not null`),
  ],
);
