import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { GEBRUIKER_ROLES } from '../../../domain/schemas/account';
import type { Db } from '../connect';
import { auditByAdminCounter, auditByAdminDayCounter, auditByDayCounter } from './audit-counters';
import { type Counter, compactCounter, counterOfTable } from './counter';
import {
  eckByCreatedDayCounter,
  eckByDistributorPublisherDayCounter,
  eckByPublisherStateDayCounter,
  poByCreatedDayCounter,
  poByPublisherDayCounter,
} from './eck-po-counters';
import { externAccountsByIdBlockCounter } from './extern-account-counters';
import { eckByStartMonthCounter, tlinksByInvoiceMonthCounter } from './invoice-counters';
import { publisherSchoolsByMonthCounter, schoolsByMonthCounter } from './school-month-counters';

/*
 * The counters behind the wide list totals (decision 124). Their tables, delta functions and
 * triggers are made by migration 0002_list-counters (decision 262), which says what fills each key;
 * they live outside `schema/` so drizzle-kit does not generate them a second time. A change of a
 * counter's keys is a new migration that drops and rebuilds it.
 */

/** The group's row count (a delta until compacted). */
const n = () => bigint('n', { mode: 'number' }).notNull();

/** TLinks by distributor, status and source: the unfiltered list, status, source and distributor filters. */
export const tlinkCountsByDistributor = pgTable('tlink_counts_by_distributor', {
  distributorId: integer('distributor_id'),
  licenseState: text('license_state').notNull(),
  creationMethod: text('creation_method').notNull(),
  n: n(),
});
export const tlinksByDistributorCounter = counterOfTable(tlinkCountsByDistributor);

/** TLinks by product: product and publisher filters, and every publisher-bound administrator's list. */
export const tlinkCountsByProduct = pgTable('tlink_counts_by_product', {
  productId: integer('product_id').notNull(),
  licenseState: text('license_state').notNull(),
  creationMethod: text('creation_method').notNull(),
  n: n(),
});
export const tlinksByProductCounter = counterOfTable(tlinkCountsByProduct);

/** TLinks by day of creation in the Netherlands: the created from / to filters. */
export const tlinkCountsByDay = pgTable('tlink_counts_by_day', {
  createdDay: date('created_day').notNull(),
  licenseState: text('license_state').notNull(),
  creationMethod: text('creation_method').notNull(),
  n: n(),
});
export const tlinksByDayCounter = counterOfTable(tlinkCountsByDay);

/**
 * TLinks by the first two characters of their code and their state: where a deep page of the
 * code-ordered list begins (decision 129). Not a total's counter: the distributor counter answers
 * the same filters with fewer rows. No source key: with it the counter held 102,515 rows at scale
 * 20 (961 prefixes x 108 states and sources) and summing them took 23 ms; 961 x 12 take 3.
 */
export const tlinkCountsByCodePrefix = pgTable('tlink_counts_by_code_prefix', {
  codePrefix: text('code_prefix').notNull(),
  licenseState: text('license_state').notNull(),
  n: n(),
});
export const tlinksByCodePrefixCounter = counterOfTable(tlinkCountsByCodePrefix);

/**
 * TLinks by publisher and code prefix: where a deep page of a publisher's licences in code order
 * begins, the whole list of a publisher-bound administrator (decision 129). 961 prefixes per
 * publisher, so a publisher's rows sum as fast as the unfiltered prefix counter's.
 */
export const tlinkCountsByPublisherCodePrefix = pgTable('tlink_counts_by_publisher_code_prefix', {
  publisherId: integer('publisher_id'),
  codePrefix: text('code_prefix').notNull(),
  n: n(),
});
export const tlinksByPublisherCodePrefixCounter = counterOfTable(tlinkCountsByPublisherCodePrefix);

/**
 * TLinks by day of creation alone: where a deep page of the list in created order begins
 * (decision 129). tlink_counts_by_day also keys state and source, 96,295 rows to sum at scale 20
 * (29 ms); this one has a row per day (901).
 */
export const tlinkCountsByCreatedDay = pgTable('tlink_counts_by_created_day', {
  createdDay: date('created_day').notNull(),
  n: n(),
});
export const tlinksByCreatedDayCounter = counterOfTable(tlinkCountsByCreatedDay);

/**
 * TLinks by the Dutch day of their end date, null for licences without one: where a deep page of the
 * list sorted by end date begins (decision 712, migration 0026). A row per day.
 */
export const tlinkCountsByEndDay = pgTable('tlink_counts_by_end_day', {
  endDay: date('end_day'),
  n: n(),
});
export const tlinksByEndDayCounter = counterOfTable(tlinkCountsByEndDay);

/**
 * TLinks by publisher and Dutch day of creation: where a deep page of a publisher's licences in
 * created order begins, the whole list of a publisher-bound administrator and the publisher filter
 * (decision 722, migration 0027). A row per publisher and day.
 */
export const tlinkCountsByPublisherCreatedDay = pgTable('tlink_counts_by_publisher_created_day', {
  publisherId: integer('publisher_id'),
  createdDay: date('created_day').notNull(),
  n: n(),
});
export const tlinksByPublisherCreatedDayCounter = counterOfTable(tlinkCountsByPublisherCreatedDay);

/**
 * TLinks by publisher and Dutch day of their end date, null for licences without one: where a deep
 * page of a publisher's licences sorted by end date begins (decision 722, migration 0027).
 */
export const tlinkCountsByPublisherEndDay = pgTable('tlink_counts_by_publisher_end_day', {
  publisherId: integer('publisher_id'),
  endDay: date('end_day'),
  n: n(),
});
export const tlinksByPublisherEndDayCounter = counterOfTable(tlinkCountsByPublisherEndDay);

/**
 * The free stock of each product: licences AVAILABLE with no school and no account, what
 * GET /api/tlinklicenses/productsummary lists (decision 730, migration 0031). A row per product.
 */
export const tlinkFreeCountsByProduct = pgTable('tlink_free_counts_by_product', {
  productId: integer('product_id').notNull(),
  n: n(),
});
export const tlinksFreeByProductCounter = counterOfTable(tlinkFreeCountsByProduct);

/** Accounts by day of their last change: where a deep page of the users list in its default order begins (decision 129). */
export const accountCountsByUpdatedDay = pgTable('account_counts_by_updated_day', {
  updatedDay: date('updated_day').notNull(),
  n: n(),
});
export const accountsByUpdatedDayCounter = counterOfTable(accountCountsByUpdatedDay);

/**
 * Accounts by the first two characters of their e-mail address, null for none: where a deep page of
 * the users list sorted by e-mail begins (decision 732, migration 0033). A row per prefix.
 */
export const accountCountsByEmailPrefix = pgTable('account_counts_by_email_prefix', {
  emailPrefix: text('email_prefix'),
  n: n(),
});
export const accountsByEmailPrefixCounter = counterOfTable(accountCountsByEmailPrefix);

/**
 * Confirmation links by Dutch day of creation: the unfiltered list's total and where its deep page
 * begins (decision 732, migration 0033). A row per day.
 */
export const accessUrlCountsByCreatedDay = pgTable('access_url_counts_by_created_day', {
  createdDay: date('created_day').notNull(),
  n: n(),
});
export const accessUrlsByCreatedDayCounter = counterOfTable(accessUrlCountsByCreatedDay);

/**
 * Accounts by grades, infix and being a gebruiker: the unfiltered users list, school year,
 * tussenvoegsels and alleenGebruikers (decision 158: a student or teacher role).
 */
export const accountCounts = pgTable('account_counts', {
  grades: text('grades'),
  tussenvoegselsLower: text('tussenvoegsels_lower'),
  isGebruiker: boolean('is_gebruiker').notNull(),
  n: n(),
});
export const accountsCounter = counterOfTable(accountCounts);

/**
 * TLinks by publisher, product and Dutch month of creation, with the counts the status overview
 * shows (decision 410, migration 0007): a range of whole months sums these rows. Not a list total's
 * counter.
 */
export const tlinksByProductMonthCounter: Counter = {
  table: 'tlink_counts_by_product_month',
  keys: ['publisher_id', 'product_id', 'created_month'],
  sums: ['available', 'active', 'inactive'],
};

/*
 * Licenties per school in orders other than school order (decision 411, migration 0009): groups of
 * tlink_counts_by_school_group counted per bucket of an order, with `basispoort` telling whether a
 * group is counted at its total or, for alleen_basispoort_inzien, at its Basispoort total. Not
 * totals' counters: where a page of the overview begins.
 */

/** Groups by total and school: the overview sorted by total. */
export const schoolGroupsByTotalCounter: Counter = {
  table: 'tlink_group_counts_by_total_school',
  keys: ['basispoort', 'total', 'organisation_id'],
};

/** Groups by publisher, total and school: a publisher's overview sorted by total. */
export const schoolGroupsByPublisherTotalCounter: Counter = {
  table: 'tlink_group_counts_by_publisher_total_school',
  keys: ['publisher_id', 'basispoort', 'total', 'organisation_id'],
};

/** Groups by product (and its publisher): the overview sorted by product title. */
export const schoolGroupsByProductCounter: Counter = {
  table: 'tlink_group_counts_by_publisher_product',
  keys: ['publisher_id', 'basispoort', 'product_id'],
};

/** Groups by distributor, publisher and school: a distributor's overview for a publisher, in school order. */
export const schoolGroupsByDistributorPublisherCounter: Counter = {
  table: 'tlink_group_counts_by_distributor_publisher_school',
  keys: ['distributor_id', 'publisher_id', 'basispoort', 'organisation_id'],
};

/**
 * Groups by licence type of their product and school (migration 0030, decision 726): the overview
 * filtered by licence type, in school order.
 */
export const schoolGroupsByTypeCounter: Counter = {
  table: 'tlink_group_counts_by_type_school',
  keys: ['license_type', 'basispoort', 'organisation_id'],
};

/**
 * Groups by product, its publisher and school (migration 0034, decision 733): the overview filtered
 * by product, in school order.
 */
export const schoolGroupsByProductSchoolCounter: Counter = {
  table: 'tlink_group_counts_by_product_school',
  keys: ['product_id', 'publisher_id', 'basispoort', 'organisation_id'],
};

/**
 * The roles that make an account a gebruiker (decision 158), as a text[] literal for `roles && ...`.
 * Migration 0002 wrote the same list into account_counts' trigger: a change to GEBRUIKER_ROLES
 * needs a migration that rebuilds that counter.
 */
export const GEBRUIKER_ROLES_ARRAY = `array[${GEBRUIKER_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`;

/**
 * ACTIVERINGSCODE licences by product, distributor and contract reference: the activation codes of
 * an order stock line (migration 0006, decision 415). Not a total's counter.
 */
export const tlinkActivationCodesCounter: Counter = {
  table: 'tlink_activation_code_counts',
  keys: ['product_id', 'distributor_id', 'school_contract_reference_id'],
};

export const LIST_COUNTERS = [
  tlinksByDistributorCounter,
  tlinksByProductCounter,
  tlinksByDayCounter,
  tlinksByCodePrefixCounter,
  tlinksByPublisherCodePrefixCounter,
  tlinksByCreatedDayCounter,
  tlinksByEndDayCounter,
  tlinksByPublisherCreatedDayCounter,
  tlinksByPublisherEndDayCounter,
  tlinksFreeByProductCounter,
  tlinksByProductMonthCounter,
  schoolGroupsByTotalCounter,
  schoolGroupsByPublisherTotalCounter,
  schoolGroupsByProductCounter,
  schoolGroupsByDistributorPublisherCounter,
  schoolGroupsByTypeCounter,
  schoolGroupsByProductSchoolCounter,
  accountsCounter,
  accountsByUpdatedDayCounter,
  accountsByEmailPrefixCounter,
  accessUrlsByCreatedDayCounter,
  tlinkActivationCodesCounter,
  eckByCreatedDayCounter,
  poByCreatedDayCounter,
  eckByPublisherStateDayCounter,
  eckByDistributorPublisherDayCounter,
  poByPublisherDayCounter,
  externAccountsByIdBlockCounter,
  tlinksByInvoiceMonthCounter,
  eckByStartMonthCounter,
  schoolsByMonthCounter,
  publisherSchoolsByMonthCounter,
  auditByDayCounter,
  auditByAdminDayCounter,
  auditByAdminCounter,
] as const;

export async function compactListCounters(db: Db): Promise<void> {
  for (const counter of LIST_COUNTERS) await compactCounter(db, counter);
}

/**
 * Rewrites the counter tables to their live rows. A bulk load (the seed's millions of rows in
 * batches) leaves millions of delta rows that compaction deletes, but a deleted row's space is only
 * reused, never given back, and a total reads the whole table: 22 MB for 492 live rows made every
 * TLink total 8-50 ms. Ordinary writes add one delta row per statement and group, so only bulk loads
 * need this. Takes an exclusive lock for the few milliseconds of the rewrite.
 */
export async function shrinkListCounters(db: Db): Promise<void> {
  const tables = [
    ...LIST_COUNTERS.map((counter) => counter.table),
    ...SCHOOL_GROUP_TABLES,
    ...ORDER_STOCK_TABLES,
    ...SETTLE_NOTE_TABLES,
  ];
  for (const table of tables) await db.execute(sql.raw(`vacuum full analyze ${table}`));
}

/**
 * What a bulk load (the seed) leaves the counters needing: its delta rows folded (what the
 * compaction job would do within a minute) and the tables rewritten to their live rows. Without the
 * rewrite the embedded database keeps the dead rows for good (PGlite has no autovacuum): a month of
 * the status overview read 1,933 buffers of a kept-months table of 1,761 pages holding 200 pages of
 * rows, with no visibility map for an index-only scan (decision 557).
 */
export async function settleListCountersAfterBulkLoad(db: Db): Promise<void> {
  await compactListCounters(db);
  await shrinkListCounters(db);
}

/**
 * The groups of Licenties per school (migration 0003, decision 320): rows updated in place, so a
 * bulk load leaves a dead row for every update and the overview reads a table twice its size.
 */
const SCHOOL_GROUP_TABLES = [
  'tlink_counts_by_school_group',
  'tlink_group_counts_by_school_distributor',
  'tlink_group_counts_by_school_publisher',
  // Licences' repeats in their groups (migration 0019): a bulk load rewrites a group's on each batch.
  'tlink_school_group_repeats',
];

/** The order stock lines (migration 0006, decision 415): rows updated in place, like the school groups. */
const ORDER_STOCK_TABLES = ['order_stock_lines'];

/**
 * What a writing transaction notes for its settle at commit (migrations 0022 and 0023, decisions 595
 * and 635): empty outside a transaction, but every noted row leaves a dead one, and every commit
 * that writes licences, order lines or family names reads these tables whole.
 */
const SETTLE_NOTE_TABLES = [
  'tlink_school_group_deltas',
  'tlink_school_groups_touched',
  'settle_at_commit',
  'order_stock_line_deltas',
  'account_family_names_noted',
];
