import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LICENSE_ACTIVATION_TYPES, LICENSE_SOURCES, TLINK_LICENSE_STATES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, keptRef, optionalKeptRef, optionalLooseRef, tz } from '../columns';
import { lastKeyIncluding } from '../indexes';
import { accounts } from './accounts';
import { organisations } from './organisations';
import { products } from './products';

/**
 * TLink licences. The list sorts by licence code, so every filter index ends in license_code and
 * a filtered page is an index range scan. The publisher filter reads publisher_id, the product's
 * publisher kept by triggers (decision 127, server/db/derived/licence-publisher.ts).
 */
export const tlinkLicenses = pgTable(
  'tlink_licenses',
  entity({
    licenseCode: text('license_code').notNull(),
    productId: keptRef('product_id', () => products.id),
    /** The school. */
    organisationId: optionalKeptRef('organisation_id', () => organisations.id),
    /** Deleting an account revokes its licences first (service); the link is then cleared. */
    accountId: optionalLooseRef('account_id', () => accounts.id),
    distributorId: optionalKeptRef('distributor_id', () => organisations.id),
    /** products.organisation_id of productId, set by a trigger on every write (decision 127); never write it. */
    publisherId: integer('publisher_id'),
    startDate: tz('start_date'),
    activationDate: tz('activation_date'),
    endDate: tz('end_date'),
    referenceId: text('reference_id'),
    licenseState: text('license_state').notNull().default('AVAILABLE'),
    amount: integer('amount').notNull().default(1),
    autoRenew: boolean('auto_renew').notNull().default(false),
    activationMethod: text('activation_method'),
    /** The licence source (ACTIVERINGSCODE, API, ...). */
    creationMethod: text('creation_method').notNull(),
    schoolContractReferenceId: text('school_contract_reference_id'),
  }),
  (t) => [
    uniqueIndex('tlink_licenses_code_unique').on(t.licenseCode),
    index('tlink_licenses_code_trgm_idx').using('gin', sql`${t.licenseCode} gin_trgm_ops`),
    index('tlink_licenses_reference_id_idx').on(t.referenceId),
    index('tlink_licenses_reference_id_trgm_idx').using('gin', sql`${t.referenceId} gin_trgm_ops`),
    index('tlink_licenses_product_idx').on(t.productId, t.licenseCode),
    index('tlink_licenses_account_idx').on(t.accountId, t.licenseCode),
    index('tlink_licenses_organisation_idx').on(t.organisationId, t.licenseCode),
    index('tlink_licenses_distributor_idx').on(t.distributorId, t.licenseCode),
    index('tlink_licenses_publisher_idx').on(t.publisherId, t.licenseCode),
    // A created range in code order: the walk tests created_at in the index, not on the heap (decision 732).
    index('tlink_licenses_code_created_idx').on(t.licenseCode, t.createdAt),
    index('tlink_licenses_state_idx').on(t.licenseState, t.licenseCode),
    index('tlink_licenses_source_idx').on(t.creationMethod, t.licenseCode),
    // The other sorts of the list: ascending (value, id), read backwards for DESC (decision 120).
    index('tlink_licenses_created_idx').on(t.createdAt, t.id),
    index('tlink_licenses_updated_idx').on(t.updatedAt, t.id),
    index('tlink_licenses_start_date_idx').on(t.startDate, t.id),
    index('tlink_licenses_end_date_idx').on(t.endDate, t.id),
    index('tlink_licenses_contract_idx')
      .on(t.schoolContractReferenceId)
      .where(sql`${t.schoolContractReferenceId} is not null`),
    // The reports' month and publisher ranges read product and state from the index alone (0004).
    index('tlink_licenses_created_cover_idx').on(
      lastKeyIncluding(t.createdAt, [t.productId, t.licenseState]),
    ),
    index('tlink_licenses_publisher_created_idx').on(
      t.publisherId,
      lastKeyIncluding(t.createdAt, [t.productId, t.licenseState]),
    ),
    // A publisher's licences in created and end order, the list's (value, id) order inside one
    // publisher: where a deep page's walk from its day's edge runs (decision 722, 0027).
    index('tlink_licenses_publisher_created_id_idx').on(t.publisherId, t.createdAt, t.id),
    index('tlink_licenses_publisher_end_id_idx').on(t.publisherId, t.endDate, t.id),
    index('tlink_licenses_publisher_end_idx').on(
      t.publisherId,
      lastKeyIncluding(t.endDate, [t.productId, t.licenseState]),
    ),
    // The contract balances' service licences without a contract, per school (0008).
    index('tlink_licenses_service_school_idx')
      .on(t.organisationId, t.productId)
      .where(sql`${t.creationMethod} = 'SERVICE' and ${t.schoolContractReferenceId} is null`),
    // The school overview's created-at ranges per school and product (0019).
    index('tlink_licenses_school_product_created_idx')
      .on(t.organisationId, t.productId, t.createdAt)
      .where(sql`${t.organisationId} is not null`),
    check('tlink_licenses_code_check', sql`${t.licenseCode} ~ '^[A-Z0-9]{8}$'`),
    check('tlink_licenses_state_check', oneOf(t.licenseState, TLINK_LICENSE_STATES)),
    check('tlink_licenses_source_check', oneOf(t.creationMethod, LICENSE_SOURCES)),
    check('tlink_licenses_activation_method_check', oneOf(t.activationMethod, LICENSE_ACTIVATION_TYPES)),
    check('tlink_licenses_amount_check', sql`${t.amount} >= 0`),
  ],
);
