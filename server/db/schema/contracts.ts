import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { allOfInts } from '../checks';
import { entity, keptRef, optionalKeptRef, ownerRef, tz } from '../columns';
import { organisations } from './organisations';
import { products } from './products';
import { schoolYears } from './school-years';

/**
 * School-year subject contracts (schooljaarvakcontracten): a school buys a subject (a product with
 * isSubject) for grades 1-8 in one school year through a distributor.
 */
export const schoolContracts = pgTable(
  'school_contracts',
  entity({
    contractReferenceId: text('contract_reference_id').notNull(),
    schoolYearId: keptRef('school_year_id', () => schoolYears.id),
    schoolId: keptRef('school_id', () => organisations.id),
    subjectId: keptRef('subject_id', () => products.id),
    distributorId: optionalKeptRef('distributor_id', () => organisations.id),
    grades: integer('grades').array().notNull().default(sql`'{}'::integer[]`),
    specifiedAmount: integer('specified_amount').notNull().default(0),
    endDate: tz('end_date'),
  }),
  (t) => [
    uniqueIndex('school_contracts_reference_unique').on(
      t.contractReferenceId,
      t.schoolYearId,
      t.schoolId,
      t.subjectId,
    ),
    index('school_contracts_reference_trgm_idx').using('gin', sql`${t.contractReferenceId} gin_trgm_ops`),
    index('school_contracts_school_year_idx').on(t.schoolYearId, t.contractReferenceId),
    index('school_contracts_school_idx').on(t.schoolId),
    index('school_contracts_subject_idx').on(t.subjectId),
    index('school_contracts_distributor_idx').on(t.distributorId),
    index('school_contracts_grades_idx').using('gin', t.grades),
    // The balances' pages in reference order, all or per distributor (0008).
    index('school_contracts_reference_page_idx').on(t.contractReferenceId, t.id),
    index('school_contracts_distributor_page_idx').on(t.distributorId, t.contractReferenceId, t.id),
    check('school_contracts_grades_check', allOfInts(t.grades, [1, 2, 3, 4, 5, 6, 7, 8])),
    check('school_contracts_amount_check', sql`${t.specifiedAmount} >= 0`),
  ],
);

/** How a school contract's subject is specified into products, with amounts and a reference id. */
export const contractSpecifications = pgTable(
  'contract_specifications',
  entity({
    schoolContractId: ownerRef('school_contract_id', () => schoolContracts.id),
    referenceId: text('reference_id').notNull(),
    /** Its school contract's reference, written by a trigger (migration 0029): the list's order in one index. */
    contractReferenceId: text('contract_reference_id')
      .notNull()
      .$defaultFn(() => ''),
    productId: keptRef('product_id', () => products.id),
    specifiedAmount: integer('specified_amount').notNull().default(0),
  }),
  (t) => [
    index('contract_specifications_contract_idx').on(t.schoolContractId),
    index('contract_specifications_page_idx').on(t.contractReferenceId, t.id),
    index('contract_specifications_product_idx').on(t.productId),
    index('contract_specifications_reference_idx').on(t.referenceId),
    index('contract_specifications_reference_trgm_idx').using('gin', sql`${t.referenceId} gin_trgm_ops`),
    check('contract_specifications_amount_check', sql`${t.specifiedAmount} >= 0`),
  ],
);
