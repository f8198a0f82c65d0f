import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { entity, optionalLooseRef, ownerRef } from '../columns';
import { administrators } from './administrators';
import { organisations } from './organisations';

/** A superuser's correction of a publisher's monthly invoice total (cents). */
export const invoiceAdjustments = pgTable(
  'invoice_adjustments',
  entity({
    organisationId: ownerRef('organisation_id', () => organisations.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    adjustedTotal: integer('adjusted_total').notNull(),
    administratorId: optionalLooseRef('administrator_id', () => administrators.id),
  }),
  (t) => [
    uniqueIndex('invoice_adjustments_period_unique').on(t.organisationId, t.year, t.month),
    check(
      'invoice_adjustments_period_check',
      sql`${t.year} between 2000 and 2200 and ${t.month} between 1 and 12`,
    ),
    check('invoice_adjustments_total_check', sql`${t.adjustedTotal} >= 0`),
  ],
);
