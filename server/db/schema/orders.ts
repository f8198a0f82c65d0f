import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ORDER_SOURCES, PRIUS_STATUSES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, keptRef, optionalKeptRef, tz } from '../columns';
import { eckAccounts } from './eck';
import { organisations } from './organisations';
import { products } from './products';
import { schoolYears } from './school-years';

/**
 * Order lines from distributors (ECK or API). Each row is also an outbox entry for Prius: a job
 * sends rows whose priusNextAttemptAt has passed and records the outcome; resend resets them.
 */
export const orderDetails = pgTable(
  'order_details',
  entity({
    amount: integer('amount').notNull(),
    referenceId: text('reference_id'),
    correctReferenceId: text('correct_reference_id'),
    productId: keptRef('product_id', () => products.id),
    orderId: text('order_id').notNull(),
    orderLineId: text('order_line_id'),
    correctLineId: text('correct_line_id'),
    externId: text('extern_id'),
    creationMethod: text('creation_method').notNull(),
    schoolYearId: optionalKeptRef('school_year_id', () => schoolYears.id),
    eckAccountId: optionalKeptRef('eck_account_id', () => eckAccounts.id),
    distributorId: optionalKeptRef('distributor_id', () => organisations.id),
    contractId: text('contract_id'),
    priusStatus: text('prius_status').notNull().default('PENDING'),
    priusAttempts: integer('prius_attempts').notNull().default(0),
    priusNextAttemptAt: tz('prius_next_attempt_at'),
    priusLastError: text('prius_last_error'),
    priusDeliveredAt: tz('prius_delivered_at'),
  }),
  (t) => [
    index('order_details_created_idx').on(t.createdAt, t.id),
    index('order_details_prius_status_page_idx').on(t.priusStatus, t.createdAt, t.id),
    index('order_details_order_idx').on(t.orderId, t.orderLineId),
    index('order_details_reference_idx').on(t.referenceId),
    index('order_details_product_idx').on(t.productId),
    index('order_details_school_year_idx').on(t.schoolYearId),
    index('order_details_eck_account_idx').on(t.eckAccountId),
    index('order_details_distributor_idx').on(t.distributorId),
    index('order_details_contract_idx').on(t.contractId),
    index('order_details_prius_outbox_idx')
      .on(t.priusNextAttemptAt)
      .where(sql`${t.priusDeliveredAt} is null`),
    check('order_details_creation_method_check', oneOf(t.creationMethod, ORDER_SOURCES)),
    check('order_details_prius_status_check', oneOf(t.priusStatus, PRIUS_STATUSES)),
    check('order_details_amounts_check', sql`${t.priusAttempts} >= 0`),
  ],
);
