import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_ENUMS as VALUES } from '../../../domain/schemas/product-enums';
import { allOf, eanShape, oneOf } from '../checks';
import { entity, keptRef, ownerRef, tz } from '../columns';
import { organisations } from './organisations';

const emptyTextArray = sql`'{}'::text[]`;

/** Read-only publisher information of a product (description and value pairs: cpi, subject, ...). */
export type PublisherInfo = { description: string; value: string }[];

/**
 * A product (learning material) of a publisher, identified by EAN. The spec's `customProperties`
 * are plain columns here: the list filters (subject, state) and the checks need them typed.
 */
export const products = pgTable(
  'products',
  entity({
    title: text('title').notNull(),
    ean: text('ean').notNull(),
    subproductDigitaal: text('subproduct_digitaal'),
    subproductFolio: text('subproduct_folio'),
    productType: text('product_type').notNull(),
    /** The publisher (Uitgever). */
    organisationId: keptRef('organisation_id', () => organisations.id),
    intendedEndUserRole: text('intended_end_user_role').notNull(),
    ssoUrl: text('sso_url'),
    introductionDate: tz('introduction_date').notNull(),
    endOfLifeDate: tz('end_of_life_date').notNull(),
    browsers: text('browsers').array().notNull().default(emptyTextArray),
    platforms: text('platforms').array().notNull().default(emptyTextArray),
    devices: text('devices').array().notNull().default(emptyTextArray),
    serviceLicenseAllowed: boolean('service_license_allowed').notNull().default(false),
    deliverable: boolean('deliverable').notNull().default(true),
    authenticationType: text('authentication_type'),
    chains: text('chains').array().notNull().default(emptyTextArray),
    publisherInfo: jsonb('publisher_info').$type<PublisherInfo>().notNull().default([]),
    isSubject: boolean('is_subject').notNull().default(false),
    // customProperties
    edition: text('edition'),
    version: text('version'),
    productUrl: text('product_url'),
    productThumbnailLocation: text('product_thumbnail_location'),
    productFamilyThumbnailLocation: text('product_family_thumbnail_location'),
    contentLocation: text('content_location'),
    informationLocation: text('information_location'),
    saleUnitSize: integer('sale_unit_size').notNull().default(1),
    description: text('description'),
    /** Cents. */
    consumerPrice: integer('consumer_price').notNull().default(0),
    sectors: text('sectors').array().notNull().default(emptyTextArray),
    authors: text('authors').array().notNull().default(emptyTextArray),
    courses: text('courses').array().notNull().default(emptyTextArray),
    levels: text('levels').array().notNull().default(emptyTextArray),
    subjects: text('subjects').array().notNull().default(emptyTextArray),
    years: text('years').array().notNull().default(emptyTextArray),
    productUsages: text('product_usages').array().notNull().default(emptyTextArray),
    productState: text('product_state').notNull().default('LEVERBAAR'),
    consumptionProduct: boolean('consumption_product').notNull().default(true),
    priceIsIndicative: boolean('price_is_indicative').notNull().default(true),
    catalogItem: boolean('catalog_item').notNull().default(true),
    eckOrderAllowed: boolean('eck_order_allowed').notNull().default(false),
    eckFulfillmentAllowed: boolean('eck_fulfillment_allowed').notNull().default(false),
    productFamilyName: text('product_family_name'),
    productFamilyCode: text('product_family_code'),
  }),
  (t) => [
    uniqueIndex('products_ean_unique').on(t.ean),
    index('products_subproduct_digitaal_idx').on(t.subproductDigitaal),
    index('products_subproduct_folio_idx').on(t.subproductFolio),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_ean_trgm_idx').using('gin', sql`${t.ean} gin_trgm_ops`),
    index('products_organisation_idx').on(t.organisationId, t.title),
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_end_of_life_idx').on(t.endOfLifeDate),
    index('products_is_subject_idx').on(t.title).where(sql`${t.isSubject}`),
    index('products_subjects_idx').using('gin', t.subjects),
    index('products_updated_at_idx').on(t.updatedAt, t.id),
    check('products_ean_check', eanShape(t.ean)),
    check('products_subproduct_digitaal_check', eanShape(t.subproductDigitaal)),
    check('products_subproduct_folio_check', eanShape(t.subproductFolio)),
    check('products_product_type_check', oneOf(t.productType, VALUES.productType)),
    check('products_end_user_role_check', oneOf(t.intendedEndUserRole, VALUES.intendedEndUserRole)),
    check('products_authentication_type_check', oneOf(t.authenticationType, VALUES.authenticationType)),
    check('products_product_state_check', oneOf(t.productState, VALUES.productState)),
    check('products_browsers_check', allOf(t.browsers, VALUES.browsers)),
    check('products_platforms_check', allOf(t.platforms, VALUES.platforms)),
    check('products_devices_check', allOf(t.devices, VALUES.devices)),
    check('products_chains_check', allOf(t.chains, VALUES.chains)),
    check('products_sectors_check', allOf(t.sectors, VALUES.sectors)),
    check('products_years_check', allOf(t.years, VALUES.years)),
    check('products_usages_check', allOf(t.productUsages, VALUES.productUsages)),
    check('products_amounts_check', sql`${t.consumerPrice} >= 0 and ${t.saleUnitSize} >= 0`),
    check('products_lifetime_check', sql`${t.endOfLifeDate} >= ${t.introductionDate}`),
  ],
);

/**
 * The licence model of a (WEB_BROWSER) product, one per product. Day-and-month fields (tiltDate,
 * schoolYearEndDate) are dates in the dummy year 1972, as the spec's pickers use.
 */
export const licenseModels = pgTable(
  'license_models',
  entity({
    productId: ownerRef('product_id', () => products.id),
    description: text('description'),
    licenseType: text('license_type').notNull(),
    schoolYearAmount: integer('school_year_amount'),
    tiltDate: date('tilt_date', { mode: 'string' }),
    schoolYearEndDate: date('school_year_end_date', { mode: 'string' }),
    maximumLoginAmount: integer('maximum_login_amount'),
    /** Days (VASTE_PERIODE, ABONNEMENT). */
    duration: integer('duration'),
    endDate: tz('end_date'),
    licenseActivationType: text('license_activation_type'),
    activatableFrom: tz('activatable_from'),
    activatableUntil: tz('activatable_until'),
    activatableAmountOfDays: integer('activatable_amount_of_days'),
  }),
  (t) => [
    uniqueIndex('license_models_product_unique').on(t.productId),
    check('license_models_license_type_check', oneOf(t.licenseType, VALUES.licenseType)),
    check(
      'license_models_activation_type_check',
      oneOf(t.licenseActivationType, VALUES.licenseActivationType),
    ),
    check(
      'license_models_amounts_check',
      sql`coalesce(${t.schoolYearAmount}, 1) >= 1 and coalesce(${t.maximumLoginAmount}, 0) >= 0 and coalesce(${t.duration}, 0) >= 0 and coalesce(${t.activatableAmountOfDays}, 0) >= 0`,
    ),
    check(
      'license_models_activatable_check',
      sql`${t.activatableUntil} is null or ${t.activatableFrom} is null or ${t.activatableUntil} > ${t.activatableFrom}`,
    ),
  ],
);

/** Prices of a product: amount in cents, VAT percentage; one price per VAT rate. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: ownerRef('product_id', () => products.id),
    amount: integer('amount').notNull(),
    vat: numeric('vat', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('prices_product_vat_unique').on(t.productId, t.vat),
    check('prices_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Maintenance windows of a product: a markdown message, optionally redirecting after some seconds (-1: never). */
export const serviceWindows = pgTable(
  'service_windows',
  entity({
    productId: ownerRef('product_id', () => products.id),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date'),
    redirectAfterSec: integer('redirect_after_sec').notNull().default(-1),
    message: text('message').notNull().default(''),
  }),
  (t) => [
    index('service_windows_product_idx').on(t.productId, t.startDate),
    check('service_windows_redirect_check', sql`${t.redirectAfterSec} between -1 and 5000`),
    check('service_windows_dates_check', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);
