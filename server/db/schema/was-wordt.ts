import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { WAS_WORDT_ATTRIBUTES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { optionalLooseRef, ownerRef, tz } from '../columns';
import { administrators } from './administrators';

/** One applied Was-Wordt list: which attribute was rewritten, by whom and when. */
export const wasWordtImports = pgTable(
  'was_wordt_imports',
  {
    id: serial('id').primaryKey(),
    attribuut: text('attribuut').notNull(),
    administratorId: optionalLooseRef('administrator_id', () => administrators.id),
    appliedAt: tz('applied_at').notNull().defaultNow(),
  },
  (t) => [
    index('was_wordt_imports_applied_idx').on(t.appliedAt),
    check('was_wordt_imports_attribuut_check', oneOf(t.attribuut, WAS_WORDT_ATTRIBUTES)),
  ],
);

/** The rows of an applied list with the outcome per row (the log offered as CSV). */
export const wasWordtItems = pgTable(
  'was_wordt_items',
  {
    id: serial('id').primaryKey(),
    importId: ownerRef('import_id', () => wasWordtImports.id),
    rowNumber: integer('row_number').notNull(),
    was: text('was').notNull(),
    wordt: text('wordt').notNull(),
    info: text('info'),
  },
  (t) => [
    index('was_wordt_items_import_idx').on(t.importId, t.rowNumber),
    index('was_wordt_items_was_idx').on(t.was),
    check('was_wordt_items_values_check', sql`${t.was} ~ '^\\S+$' and ${t.wordt} ~ '^\\S+$'`),
  ],
);
