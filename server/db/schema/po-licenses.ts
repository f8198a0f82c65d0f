import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { allOfInts } from '../checks';
import { entity, keptRef, optionalKeptRef, tz } from '../columns';
import { organisations } from './organisations';
import { products } from './products';

/** Primary-education licences from Basispoort, for groups (groepen) 0-8 of a school. */
export const poLicenses = pgTable(
  'po_licenses',
  entity({
    productId: keptRef('product_id', () => products.id),
    basispoortId: text('basispoort_id'),
    eckId: text('eck_id'),
    groups: integer('groups').array().notNull().default(sql`'{}'::integer[]`),
    organisationId: optionalKeptRef('organisation_id', () => organisations.id),
    startDate: tz('start_date'),
    endDate: tz('end_date'),
    referenceId: text('reference_id'),
  }),
  (t) => [
    index('po_licenses_created_idx').on(t.createdAt, t.id),
    index('po_licenses_basispoort_id_idx').on(t.basispoortId),
    index('po_licenses_eck_id_idx').on(t.eckId),
    index('po_licenses_reference_id_idx').on(t.referenceId),
    index('po_licenses_groups_idx').using('gin', t.groups),
    // A school or product filter's page in (created, id) order (0010, 0014).
    index('po_licenses_organisation_created_idx').on(t.organisationId, t.createdAt),
    index('po_licenses_product_created_id_idx').on(t.productId, t.createdAt, t.id),
    check(
      'po_licenses_groups_check',
      sql`${allOfInts(t.groups, [0, 1, 2, 3, 4, 5, 6, 7, 8])} and cardinality(${t.groups}) <= 9`,
    ),
  ],
);
