import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entity, optionalLooseRef } from '../columns';
import { organisations } from './organisations';

/** A platform user (pupil, teacher, ...): the accounts area of spec 000. */
export const accounts = pgTable(
  'accounts',
  entity({
    email: text('email'),
    telephone: text('telephone'),
    blackListDate: date('black_list_date'),
    givenName: text('given_name'),
    firstName: text('first_name'),
    tussenvoegsels: text('tussenvoegsels'),
    familyName: text('family_name'),
    validated: boolean('validated').notNull().default(false),
    pseudoId: text('pseudo_id'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Comma-separated JAAR_n values. */
    grades: text('grades'),
    isFromTMProfielFromThisYear: boolean('is_from_tm_profiel_from_this_year').notNull().default(false),
    username: text('username'),
    nlEduPersonHomeOrganizationId: text('nl_edu_person_home_organization_id'),
    eduPersonAffiliation: text('edu_person_affiliation'),
    digiDeliveryId: text('digi_delivery_id'),
    schoolId: optionalLooseRef('school_id', () => organisations.id),
  }),
  /*
   * Sort indexes are ascending (value, id): PostgreSQL reads them backwards for DESC, which is
   * exactly ORDER BY value DESC, id DESC (nulls first). A "DESC NULLS LAST" index (what drizzle's
   * .desc() emits) matches neither direction, so every page sorted the whole table (decision 120).
   */
  (t) => [
    index('accounts_updated_at_idx').on(t.updatedAt, t.id),
    index('accounts_created_at_idx').on(t.createdAt, t.id),
    index('accounts_email_sort_idx').on(t.email, t.id),
    index('accounts_username_sort_idx').on(t.username, t.id),
    index('accounts_family_name_sort_idx').on(t.familyName, t.id),
    // The family-name filter reads its matches' ids and default sort value here alone (decision 129).
    index('accounts_family_name_updated_idx').on(t.familyName, t.updatedAt, t.id),
    index('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_telephone_idx').on(t.telephone),
    // The contact filter is "e-mail or telephone contains": both sides need a trigram index, else the OR scans the table.
    index('accounts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('accounts_telephone_trgm_idx').using('gin', sql`${t.telephone} gin_trgm_ops`),
    index('accounts_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('accounts_tussenvoegsels_idx').on(sql`lower(${t.tussenvoegsels})`, t.updatedAt, t.id),
    // text_pattern_ops: the BRIN filter is a prefix LIKE, which a default-collation b-tree cannot serve.
    index('accounts_brin_idx').on(sql`upper(${t.nlEduPersonHomeOrganizationId}) text_pattern_ops`),
    index('accounts_digi_delivery_id_idx').on(t.digiDeliveryId),
    index('accounts_school_idx').on(t.schoolId),
    // A contact search for a whole address: the part before the @ reversed and the part after it,
    // both as prefixes (decision 600, 0021); e-mails with several @ and telephones with one, apart.
    index('accounts_email_parts_idx').on(
      sql`reverse(split_part(lower(${t.email}), '@', 1)) text_pattern_ops`,
      sql`split_part(lower(${t.email}), '@', 2) text_pattern_ops`,
    ),
    index('accounts_odd_contact_idx')
      .on(t.id)
      .where(sql`lower(${t.email}) like '%@%@%' or ${t.telephone} like '%@%'`),
  ],
);

/**
 * Every family name an account has (had): the family-name filter is a contains search, which the
 * trigram index searches here over distinct names instead of over every account; the accounts are
 * then found by name in an ordinary b-tree (decision 129). Kept by triggers on accounts
 * (server/db/derived/family-names.ts); a name no account has any more stays and matches nothing.
 */
export const accountFamilyNames = pgTable(
  'account_family_names',
  { familyName: text('family_name').primaryKey() },
  (t) => [index('account_family_names_trgm_idx').using('gin', sql`lower(${t.familyName}) gin_trgm_ops`)],
);

/** An identity at an external federation (KNF = Kennisnet, BP = Basispoort) linked to an account. */
export const externAccounts = pgTable(
  'extern_accounts',
  entity({
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    nameId: text('name_id').notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    isUndetachable: boolean('is_undetachable').notNull().default(false),
  }),
  (t) => [
    uniqueIndex('extern_accounts_type_name_id_unique').on(t.accountType, t.nameId),
    index('extern_accounts_name_id_idx').on(t.nameId),
    index('extern_accounts_account_idx').on(t.accountId),
    check('extern_accounts_type_check', sql`${t.accountType} in ('KNF', 'BP')`),
  ],
);
