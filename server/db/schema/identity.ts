import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from '../columns';

/** oidc-provider's state (sessions, grants, codes, interactions, ...), one row per model id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tz('expires_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** The identity provider's signing keys (private JWKs) and cookie keys, so a restart keeps sessions. */
export const idpKeys = pgTable('idp_keys', {
  kid: text('kid').primaryKey(),
  use: text('use').notNull(),
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  retiredAt: tz('retired_at'),
});

/** Failed sign-in attempts, counted per key (e-mail or IP) to slow down guessing. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: tz('last_failure_at').notNull().defaultNow(),
});
