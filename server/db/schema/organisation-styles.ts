import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORGANISATION_STYLE_NAMES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, ownerRef } from '../columns';
import { organisations } from './organisations';

/** The look an organisation's pages get ({product} or THIEME); abbreviation TM for THIEME, else null. */
export const organisationStyles = pgTable(
  'organisation_styles',
  entity({
    organisationId: ownerRef('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
  }),
  (t) => [
    uniqueIndex('organisation_styles_organisation_name_unique').on(t.organisationId, t.name),
    index('organisation_styles_organisation_idx').on(t.organisationId),
    check('organisation_styles_name_check', oneOf(t.name, ORGANISATION_STYLE_NAMES)),
    check(
      'organisation_styles_abbreviation_check',
      sql`(${t.name} = 'THIEME' and ${t.abbreviation} = 'TM') or (${t.name} <> 'THIEME' and ${t.abbreviation} is null)`,
    ),
  ],
);
