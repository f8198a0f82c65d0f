/**
 * The product CSV import (spec 001 §2 /productimport, §7 POST products/actions/import): the
 * columns, how a row becomes product form values, and the request and answer shapes (decision 052).
 */
import * as v from 'valibot';
import { emptyLicenseModel, newProductDefaults } from '../product-rules';
import type { LicenseModelInput } from './license-model';
import type { ProductFields } from './product';
import { textFlagParam } from './query-params';
import { idInRange, msg } from './rules';

/** Default delimiter of the product import (spec 001 §9). */
export const PRODUCT_IMPORT_DELIMITER = ';';

/** Body of POST products/actions/import: the delimiter and the raw CSV text. */
export const ProductImportBodySchema = v.object({
  delimiter: v.optional(
    v.pipe(v.string(msg.wrongType), v.minLength(1, msg.required), v.maxLength(3, msg.maxChars(3))),
    ';',
  ),
  producten: v.string(msg.wrongType),
});

/** Query of POST products/actions/import: the publisher (administrators without one) and `onlyValid`. */
export const ProductImportQuerySchema = v.object({
  publisher: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg.invalid), v.transform(Number), idInRange()),
  ),
  onlyValid: v.optional(textFlagParam()),
});

export const ProductImportFailureSchema = v.object({
  ean: v.string(),
  row: v.number(),
  errors: v.array(
    v.object({ fieldName: v.string(), error: v.object({ huidigeWaarde: v.string(), error: v.string() }) }),
  ),
});
export type ProductImportFailure = v.InferOutput<typeof ProductImportFailureSchema>;

/**
 * Answer of the import: failed rows, and the EANs added and updated (or, when not applied, that would
 * be); `unchanged`: existing EANs whose row holds what is stored already (not written).
 */
export const ProductImportResultSchema = v.object({
  failed: v.array(ProductImportFailureSchema),
  added: v.array(v.string()),
  updated: v.array(v.string()),
  unchanged: v.array(v.string()),
  applied: v.boolean(),
});
export type ProductImportResult = v.InferOutput<typeof ProductImportResultSchema>;

type Target = (fields: ProductFields, value: string) => ProductFields;

const list = (value: string) =>
  value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const TRUE = new Set(['true', 'ja', 'j', '1', 'yes', 'y', 'waar']);
const FALSE = new Set(['false', 'nee', 'n', '0', 'no', 'onwaar']);
/** A boolean cell; anything unknown stays as it was and is reported by `booleanIssue`. */
const bool = (value: string, current: boolean) => {
  const key = value.trim().toLowerCase();
  return TRUE.has(key) ? true : FALSE.has(key) ? false : current;
};
/** dd-MM-yyyy (as the console shows dates) or yyyy-MM-dd; other text is passed on and fails the date rule. */
export const importDate = (value: string) => {
  const dutch = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  return dutch ? `${dutch[3]}-${dutch[2]}-${dutch[1]}` : value.trim();
};
/** dd-MM or a full date for day-and-month fields, stored in 1972. */
const dayMonth = (value: string) => {
  const short = /^(\d{2})-(\d{2})$/.exec(value.trim());
  if (short) return `1972-${short[2]}-${short[1]}`;
  const full = importDate(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(full) ? `1972-${full.slice(5)}` : full;
};

/** A column of the file: the form field whose rule reports its problems, and how a cell sets it. */
type ImportColumn = { field: string; apply: Target };

const top = <K extends keyof ProductFields & string>(
  key: K,
  convert: (value: string, current: ProductFields[K]) => ProductFields[K],
): ImportColumn => ({
  field: key,
  apply: (fields, value) => ({ ...fields, [key]: convert(value, fields[key]) }),
});
const custom = <K extends keyof ProductFields['customProperties'] & string>(
  key: K,
  convert: (
    value: string,
    current: ProductFields['customProperties'][K],
  ) => ProductFields['customProperties'][K],
): ImportColumn => ({
  field: `customProperties.${key}`,
  apply: (fields, value) => ({
    ...fields,
    customProperties: { ...fields.customProperties, [key]: convert(value, fields.customProperties[key]) },
  }),
});
/** A licence-model column; `key` is the model's field, which the column may name otherwise. */
const model = <K extends keyof LicenseModelInput & string>(
  key: K,
  convert: (value: string) => LicenseModelInput[K],
): ImportColumn => ({
  field: `licenseModel.${key}`,
  apply: (fields, value) => ({
    ...fields,
    licenseModel: { ...(fields.licenseModel ?? emptyLicenseModel()), [key]: convert(value) },
  }),
});
const asText = (value: string) => value.trim();

/** Prices as 'amount:vat' pairs separated by '|': '1995:9|2495:21' (amounts in cents). */
function parsePrices(value: string) {
  return list(value).map((pair) => {
    const [amount, vat] = pair.split(':');
    return { amount: (amount ?? '').trim(), vat: (vat ?? '').trim() };
  });
}

/**
 * The columns of the import file, by header name (case-insensitive), with the form field whose
 * rule reports its problems. Lists are separated by '|'. `ean` is required; an empty cell keeps
 * the stored value of an existing product (and the default of a new one); '-' empties it.
 */
export const PRODUCT_IMPORT_COLUMNS: Record<string, ImportColumn> = {
  ean: top('ean', asText),
  title: top('title', asText),
  productType: top('productType', asText),
  intendedEndUserRole: top('intendedEndUserRole', asText),
  introductionDate: top('introductionDate', importDate),
  endOfLifeDate: top('endOfLifeDate', importDate),
  ssoUrl: top('ssoUrl', asText),
  subproductDigitaal: top('subproductDigitaal', asText),
  subproductFolio: top('subproductFolio', asText),
  browsers: top('browsers', list),
  platforms: top('platforms', list),
  devices: top('devices', list),
  chains: top('chains', list),
  authenticationType: top('authenticationType', asText),
  serviceLicenseAllowed: top('serviceLicenseAllowed', bool),
  deliverable: top('deliverable', bool),
  isSubject: top('isSubject', bool),
  edition: custom('edition', asText),
  version: custom('version', asText),
  productUrl: custom('productUrl', asText),
  productThumbnailLocation: custom('productThumbnailLocation', asText),
  productFamilyThumbnailLocation: custom('productFamilyThumbnailLocation', asText),
  contentLocation: custom('contentLocation', asText),
  informationLocation: custom('informationLocation', asText),
  saleUnitSize: custom('saleUnitSize', asText),
  description: custom('description', asText),
  consumerPrice: custom('consumerPrice', asText),
  prices: custom('prices', parsePrices),
  sectors: custom('sectors', list),
  authors: custom('authors', list),
  courses: custom('courses', list),
  levels: custom('levels', list),
  subjects: custom('subjects', list),
  years: custom('years', list),
  productUsages: custom('productUsages', list),
  productState: custom('productState', asText),
  consumptionProduct: custom('consumptionProduct', bool),
  priceIsIndicative: custom('priceIsIndicative', bool),
  catalogItem: custom('catalogItem', bool),
  eckOrderAllowed: custom('eckOrderAllowed', bool),
  productFamilyName: custom('productFamilyName', asText),
  productFamilyCode: custom('productFamilyCode', asText),
  licenseType: model('licenseType', asText),
  licenseDescription: model('description', asText),
  schoolYearAmount: model('schoolYearAmount', asText),
  tiltDate: model('tiltDate', dayMonth),
  schoolYearEndDate: model('schoolYearEndDate', dayMonth),
  maximumLoginAmount: model('maximumLoginAmount', asText),
  duration: model('duration', asText),
  licenseEndDate: model('endDate', importDate),
  licenseActivationType: model('licenseActivationType', asText),
  activatableFrom: model('activatableFrom', importDate),
  activatableUntil: model('activatableUntil', importDate),
  activatableAmountOfDays: model('activatableAmountOfDays', asText),
};

const BOOLEAN_COLUMNS = new Set([
  'serviceLicenseAllowed',
  'deliverable',
  'isSubject',
  'consumptionProduct',
  'priceIsIndicative',
  'catalogItem',
  'eckOrderAllowed',
]);

/** A cell holding only this empties the field; an empty cell keeps the stored or default value. */
export const CLEAR_CELL = '-';

const COLUMN_BY_LOWER = new Map(
  Object.keys(PRODUCT_IMPORT_COLUMNS).map((name) => [name.toLowerCase(), name]),
);

/** The canonical column names of a header row; unknown names are returned separately. */
export function importColumns(header: string[]) {
  const columns = header.map((name) => COLUMN_BY_LOWER.get(name.trim().toLowerCase()) ?? null);
  const unknown = header.filter((_, i) => columns[i] === null).map((name) => name.trim());
  return { columns, unknown };
}

/** The form field (dotted) → the column that fed it, to report a rule's problem under its column. */
export function columnOfField(path: string): string | null {
  for (const [column, { field }] of Object.entries(PRODUCT_IMPORT_COLUMNS)) {
    if (path === field || path.startsWith(`${field}.`)) return column;
  }
  return null;
}

/**
 * Lays a row over a product's values (the stored product, or the new-product defaults): non-empty
 * cells replace, empty cells keep. Returns the values and the problems the rules cannot see
 * (unreadable yes/no cells).
 */
export function applyImportRow(base: ProductFields | null, columns: (string | null)[], cells: string[]) {
  // The form's one empty price line is a line to fill in; a file without prices has none, so the
  // rule says 'Product moet minimaal 1 prijs hebben' instead of two empty-field errors.
  let fields = base ?? {
    ...newProductDefaults(),
    customProperties: { ...newProductDefaults().customProperties, prices: [] },
  };
  const problems: { column: string; value: string; error: string }[] = [];
  columns.forEach((column, i) => {
    const raw = cells[i] ?? '';
    if (!column || raw.trim() === '') return;
    // '-' empties a field (an empty cell keeps it).
    const value = raw.trim() === CLEAR_CELL ? '' : raw;
    if (value === '' && BOOLEAN_COLUMNS.has(column)) return;
    if (value !== '' && BOOLEAN_COLUMNS.has(column)) {
      const key = value.trim().toLowerCase();
      if (!TRUE.has(key) && !FALSE.has(key)) problems.push({ column, value, error: msg.wrongType });
    }
    fields = PRODUCT_IMPORT_COLUMNS[column]!.apply(fields, value);
  });
  return { fields, problems };
}

/**
 * The result as CSV rows (a header, then one row per problem and per added, updated or unchanged EAN) for the
 * download on /productimport; the console writes them with its one CSV helper (src/kit/download.ts).
 */
export function importResultRows(result: ProductImportResult): string[][] {
  const rows = [['rij', 'ean', 'resultaat', 'veld', 'huidigeWaarde', 'fout']];
  for (const failure of result.failed) {
    for (const error of failure.errors) {
      rows.push([
        String(failure.row),
        failure.ean,
        'fout',
        error.fieldName,
        error.error.huidigeWaarde,
        error.error.error,
      ]);
    }
  }
  const verb = result.applied ? '' : ' (niet uitgevoerd)';
  for (const ean of result.added) rows.push(['', ean, `toegevoegd${verb}`, '', '', '']);
  for (const ean of result.updated) rows.push(['', ean, `bijgewerkt${verb}`, '', '', '']);
  for (const ean of result.unchanged) rows.push(['', ean, 'ongewijzigd', '', '', '']);
  return rows;
}

/** Answer of POST products/import (the JSON file of /beheer): the log and the EANs added and updated. */
export const ProductFileLogSchema = v.object({
  log: v.array(v.string()),
  added: v.array(v.string()),
  updated: v.array(v.string()),
});
export type ProductFileLog = v.InferOutput<typeof ProductFileLogSchema>;
