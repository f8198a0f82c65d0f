import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { LICENSE_MESSAGE_STATUSES, TLINK_LICENSE_STATES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, keptRef, optionalKeptRef, optionalLooseRef, ownerRef, tz } from '../columns';
import { lastKeyIncluding } from '../indexes';
import { organisations } from './organisations';
import { products } from './products';

/** A distributor's account at the ECK chain (eckaccounts/beheer); orders and OAuth clients point to it. */
export const eckAccounts = pgTable(
  'eck_accounts',
  entity({
    name: text('name').notNull(),
    organisationId: keptRef('organisation_id', () => organisations.id),
  }),
  (t) => [index('eck_accounts_organisation_idx').on(t.organisationId)],
);

/**
 * Licences delivered through the ECK chain. The state uses the licence-state enumeration; the list's
 * status filter words (actief, verlopen, ...) map onto it.
 */
export const eckLicenses = pgTable(
  'eck_licenses',
  entity({
    productId: keptRef('product_id', () => products.id),
    userId: text('user_id'),
    eckId: text('eck_id'),
    organisationId: optionalKeptRef('organisation_id', () => organisations.id),
    distributorId: optionalKeptRef('distributor_id', () => organisations.id),
    startDate: tz('start_date'),
    endDate: tz('end_date'),
    referenceId: text('reference_id').notNull(),
    licenseState: text('license_state').notNull(),
    contractId: text('contract_id'),
  }),
  (t) => [
    index('eck_licenses_created_idx').on(t.createdAt, t.id),
    index('eck_licenses_organisation_idx').on(t.organisationId, t.createdAt),
    // The distributor filter's page in (created, id) order, with the product a publisher's scope reads:
    // index-only, the walk inside a sought day too (0035).
    index('eck_licenses_distributor_created_id_idx').on(
      t.distributorId,
      t.createdAt,
      lastKeyIncluding(t.id, [t.productId]),
    ),
    index('eck_licenses_state_idx').on(t.licenseState, t.createdAt),
    index('eck_licenses_user_id_idx').on(t.userId),
    index('eck_licenses_eck_id_idx').on(t.eckId),
    index('eck_licenses_reference_id_idx').on(t.referenceId),
    index('eck_licenses_reference_id_trgm_idx').using('gin', sql`${t.referenceId} gin_trgm_ops`),
    // The search `q` matches the contract id exactly too: without an index the OR read every licence (0030).
    index('eck_licenses_contract_id_idx').on(t.contractId),
    // A product filter's page in (created, id) order (0014); the invoices' start months (0004).
    index('eck_licenses_product_created_id_idx').on(t.productId, t.createdAt, t.id),
    index('eck_licenses_product_start_idx').on(t.productId, lastKeyIncluding(t.startDate, [t.licenseState])),
    check('eck_licenses_state_check', oneOf(t.licenseState, TLINK_LICENSE_STATES)),
    check(
      'eck_licenses_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** History of an ECK licence's reference id (shown only for rows that changed). */
export const eckLicenseReferenceIdTransitions = pgTable(
  'eck_license_reference_id_transitions',
  {
    id: serial('id').primaryKey(),
    eckLicenseId: ownerRef('eck_license_id', () => eckLicenses.id),
    fromReferenceId: text('from_reference_id').notNull(),
    fromState: text('from_state').notNull(),
    toReferenceId: text('to_reference_id').notNull(),
    toState: text('to_state').notNull(),
    timestamp: tz('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('eck_license_transitions_license_idx').on(t.eckLicenseId, t.timestamp),
    check('eck_license_transitions_from_state_check', oneOf(t.fromState, TLINK_LICENSE_STATES)),
    check('eck_license_transitions_to_state_check', oneOf(t.toState, TLINK_LICENSE_STATES)),
  ],
);

/**
 * Licence messages to ECK (generatelicensemessages), kept as an outbox: a job picks rows whose
 * nextAttemptAt has passed (FOR UPDATE SKIP LOCKED), delivers them and records the outcome.
 */
export const licenseMessages = pgTable(
  'license_messages',
  entity({
    eckLicenseId: optionalLooseRef('eck_license_id', () => eckLicenses.id),
    productId: optionalLooseRef('product_id', () => products.id),
    startDate: tz('start_date'),
    referenceId: text('reference_id').notNull(),
    userId: text('user_id'),
    eckId: text('eck_id'),
    status: text('status').notNull().default('Pending'),
    retryCount: integer('retry_count').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at'),
    lastError: text('last_error'),
    deliveredAt: tz('delivered_at'),
  }),
  (t) => [
    index('license_messages_created_idx').on(t.createdAt, t.id),
    index('license_messages_failed_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'Error'`),
    index('license_messages_outbox_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
    index('license_messages_reference_id_idx').on(t.referenceId),
    index('license_messages_eck_license_idx').on(t.eckLicenseId),
    check('license_messages_status_check', oneOf(t.status, LICENSE_MESSAGE_STATUSES)),
    check('license_messages_retry_count_check', sql`${t.retryCount} >= 0`),
  ],
);
