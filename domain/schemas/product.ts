import * as v from 'valibot';
import { idListParam } from './id-list';
import { LicenseModelInputSchema, LicenseModelSchema } from './license-model';
import { withPublisherFilter } from './publisher-filter';
import { flagParam } from './query-params';
import { NamedRefSchema, timestamps } from './reply-parts';
import { dbId, dutchString, idInRange, maxChars, msg } from './rules';

/**
 * A positive id from a URL ('12') or the router (12). Unlike `idParam` (query-params.ts) it turns
 * the text into a number inside the text's branch, so the OpenAPI document states the products'
 * `organisation` an integer of at least 1, as it has since it was first published.
 */
const organisationParam = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg.invalid), v.transform(Number))]),
    v.integer(msg.integer),
    v.minValue(1, msg.min(1)),
    idInRange(),
  ),
);
/** An EAN as typed or pasted: spaces and dashes ignored, 13 digits starting 1-9 ('Ongeldige EAN'). */
export const eanParam = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^[1-9]\d{12}$/, 'Ongeldige EAN'),
);
const searchText = v.optional(v.pipe(dutchString(), v.trim(), maxChars(200)));

/** Filters of GET /api/products (spec 001 §7) and the /producten URL search params. */
export const ProductListFilterSchema = withPublisherFilter(
  v.object({
    isSubject: v.optional(flagParam()),
    subject: searchText,
    q: searchText,
    organisation: organisationParam,
    onlyActive: v.optional(flagParam()),
    ean: v.optional(eanParam),
    /** Exactly these EANs (a pasted column, at most ID_LIST_MAX); see domain/schemas/id-list.ts. */
    eans: v.optional(idListParam('ean')),
  }),
  'organisation',
);
export type ProductListFilter = v.InferOutput<typeof ProductListFilterSchema>;

/** Sortable fields of the products list; default title ascending. */
export const PRODUCT_SORT_FIELDS = [
  'title',
  'ean',
  'updatedAt',
  'createdAt',
  'id',
  'introductionDate',
  'endOfLifeDate',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// The product as the API returns it (spec 001 §3)

export const PriceSchema = v.object({ amount: v.number(), vat: v.number() });

export const CustomPropertiesSchema = v.object({
  edition: v.nullable(v.string()),
  version: v.nullable(v.string()),
  productUrl: v.nullable(v.string()),
  productThumbnailLocation: v.nullable(v.string()),
  productFamilyThumbnailLocation: v.nullable(v.string()),
  contentLocation: v.nullable(v.string()),
  informationLocation: v.nullable(v.string()),
  saleUnitSize: v.number(),
  description: v.nullable(v.string()),
  consumerPrice: v.number(),
  prices: v.array(PriceSchema),
  sectors: v.array(v.string()),
  authors: v.array(v.string()),
  courses: v.array(v.string()),
  levels: v.array(v.string()),
  subjects: v.array(v.string()),
  years: v.array(v.string()),
  productUsages: v.array(v.string()),
  productState: v.string(),
  consumptionProduct: v.boolean(),
  priceIsIndicative: v.boolean(),
  catalogItem: v.boolean(),
  eckOrderAllowed: v.boolean(),
  productFamilyName: v.nullable(v.string()),
  productFamilyCode: v.nullable(v.string()),
});

export const ProductSchema = v.object({
  id: v.number(),
  /** How other screens name the product: 'title (ean)'. */
  toString: v.string(),
  title: v.string(),
  ean: v.string(),
  subproductDigitaal: v.nullable(v.string()),
  subproductFolio: v.nullable(v.string()),
  productType: v.string(),
  organisation: NamedRefSchema,
  intendedEndUserRole: v.string(),
  ssoUrl: v.nullable(v.string()),
  introductionDate: v.string(),
  endOfLifeDate: v.string(),
  /** endOfLifeDate is in the future (spec 001 §4). */
  active: v.boolean(),
  browsers: v.array(v.string()),
  platforms: v.array(v.string()),
  devices: v.array(v.string()),
  serviceLicenseAllowed: v.boolean(),
  deliverable: v.boolean(),
  authenticationType: v.nullable(v.string()),
  chains: v.array(v.string()),
  publisherInfo: v.array(v.object({ description: v.string(), value: v.string() })),
  isSubject: v.boolean(),
  ...timestamps,
  licenseModel: v.nullable(LicenseModelSchema),
  customProperties: CustomPropertiesSchema,
});
export type Product = v.InferOutput<typeof ProductSchema>;

// ---------------------------------------------------------------------------------------------
// The product form and the body of POST /products and PUT /products/{id}

const text = v.optional(v.nullable(v.string(msg.wrongType)), null);
const flag = v.optional(v.boolean(msg.wrongType), false);
const textList = v.optional(v.array(v.string(msg.wrongType), msg.wrongType), []);
/** Numbers arrive as numbers (API) or as typed text (form): the rules report 'moet uit cijfers bestaan'. */
export const numberish = v.optional(v.nullable(v.union([v.number(), v.string()], msg.wrongType)), null);

export const PriceInputSchema = v.object({ amount: numberish, vat: numberish });
export type PriceInput = v.InferOutput<typeof PriceInputSchema>;

export const CustomPropertiesInputSchema = v.object({
  edition: text,
  version: text,
  productUrl: text,
  productThumbnailLocation: text,
  productFamilyThumbnailLocation: text,
  contentLocation: text,
  informationLocation: text,
  saleUnitSize: numberish,
  description: text,
  consumerPrice: numberish,
  prices: v.optional(v.array(PriceInputSchema, msg.wrongType), []),
  sectors: textList,
  authors: textList,
  courses: textList,
  levels: textList,
  subjects: textList,
  years: textList,
  productUsages: textList,
  productState: text,
  consumptionProduct: flag,
  priceIsIndicative: flag,
  catalogItem: flag,
  eckOrderAllowed: flag,
  productFamilyName: text,
  productFamilyCode: text,
});

/** The product form's values: the body of POST /products and PUT /products/{id} before the rules. */
export const ProductFieldsSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  updatedAt: v.optional(v.nullable(v.string())),
  title: text,
  ean: text,
  subproductDigitaal: text,
  subproductFolio: text,
  productType: text,
  organisation: v.optional(
    v.nullable(v.object({ id: dbId(), name: v.optional(v.string()) }, msg.wrongType)),
    null,
  ),
  intendedEndUserRole: text,
  ssoUrl: text,
  introductionDate: text,
  endOfLifeDate: text,
  browsers: textList,
  platforms: textList,
  devices: textList,
  serviceLicenseAllowed: flag,
  deliverable: flag,
  authenticationType: text,
  chains: textList,
  isSubject: flag,
  licenseModel: v.optional(v.nullable(LicenseModelInputSchema), null),
  customProperties: CustomPropertiesInputSchema,
});
export type ProductInput = v.InferInput<typeof ProductFieldsSchema>;
export type ProductFields = v.InferOutput<typeof ProductFieldsSchema>;
