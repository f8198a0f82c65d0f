/**
 * The product form's dependent behaviour (spec 001 §4) and the save-time normalisation, as pure
 * functions over the form values, so the console and the server apply the same rules.
 */

import * as v from 'valibot';
import { dayKey, todayKey, toInstant } from './dates';
import { PRODUCT_ENUM } from './product';
import {
  ACTIVATION_TYPE_FIELDS,
  DEFAULT_SCHOOL_YEAR_END_DATE,
  DEFAULT_TILT_DATE,
  LICENSE_TYPE_FIELDS,
  type LicenseModelInput,
} from './schemas/license-model';
import type { Product, ProductFields } from './schemas/product';
import { numberOf } from './schemas/product-validation';

type CustomInput = ProductFields['customProperties'];

/** A new product (spec 001 §9): SSO authentication, chains ECK and BASISPOORT, LEVERBAAR, the flags on. */
export function newProductDefaults(): ProductFields {
  return {
    id: null,
    updatedAt: null,
    title: '',
    ean: '',
    subproductDigitaal: '',
    subproductFolio: '',
    productType: '',
    organisation: null,
    intendedEndUserRole: '',
    ssoUrl: '',
    introductionDate: '',
    endOfLifeDate: '',
    browsers: [],
    platforms: [],
    devices: [],
    serviceLicenseAllowed: false,
    // ECK is among the default chains, and selecting ECK sets deliverable on.
    deliverable: true,
    authenticationType: `${PRODUCT_ENUM}_SSO`,
    chains: ['ECK', 'BASISPOORT'],
    isSubject: false,
    licenseModel: emptyLicenseModel(),
    customProperties: {
      edition: '',
      version: '',
      productUrl: '',
      productThumbnailLocation: '',
      productFamilyThumbnailLocation: '',
      contentLocation: '',
      informationLocation: '',
      saleUnitSize: '1',
      description: '',
      consumerPrice: '',
      prices: [{ amount: '', vat: '' }],
      // BASISPOORT is a default chain, so PO is in the sectors (and locked).
      sectors: ['PO'],
      authors: [],
      courses: [],
      levels: [],
      subjects: [],
      years: [],
      productUsages: [],
      productState: 'LEVERBAAR',
      consumptionProduct: true,
      priceIsIndicative: true,
      catalogItem: true,
      eckOrderAllowed: false,
      productFamilyName: '',
      productFamilyCode: '',
    },
  };
}

/** An empty licence model with the spec's default tilt and school-year end dates. */
export function emptyLicenseModel(): LicenseModelInput {
  return {
    id: null,
    description: '',
    licenseType: '',
    schoolYearAmount: '',
    tiltDate: DEFAULT_TILT_DATE,
    schoolYearEndDate: DEFAULT_SCHOOL_YEAR_END_DATE,
    maximumLoginAmount: '',
    duration: '',
    endDate: '',
    licenseActivationType: 'EINDE_PRODUCT',
    activatableFrom: '',
    activatableUntil: '',
    activatableAmountOfDays: '',
  };
}

/**
 * Chains changed (spec 001 §4): BASISPOORT without ECK sets sectors to PO only; BASISPOORT adds PO
 * (then locked); no chains clears sectors; adding ECK sets deliverable; removing ECK clears
 * deliverable, the catalogue flag (and so ECK orders), courses, levels and authors; removing
 * BASISPOORT clears the method thumbnail URL.
 */
export function withChains(values: ProductFields, chains: string[]): ProductFields {
  const before = values.chains;
  const cp: CustomInput = { ...values.customProperties };
  let deliverable = values.deliverable;
  const hasEck = chains.includes('ECK');
  const hasBp = chains.includes('BASISPOORT');
  if (chains.length === 0) cp.sectors = [];
  else if (hasBp && !hasEck) cp.sectors = ['PO'];
  else if (hasBp && !cp.sectors.includes('PO')) cp.sectors = ['PO', ...cp.sectors];
  if (hasEck && !before.includes('ECK')) deliverable = true;
  if (!hasEck && before.includes('ECK')) {
    deliverable = false;
    cp.catalogItem = false;
    cp.eckOrderAllowed = false;
    cp.courses = [];
    cp.levels = [];
    cp.authors = [];
  }
  if (!hasBp && before.includes('BASISPOORT')) cp.productFamilyThumbnailLocation = '';
  return { ...values, chains, deliverable, customProperties: cp };
}

/** PO cannot be removed from the sectors while BASISPOORT is a chain. */
export function isPoSectorLocked(values: Pick<ProductFields, 'chains'>): boolean {
  return values.chains.includes('BASISPOORT');
}

/** Sectors changed by the user; PO stays while locked. */
export function withSectors(values: ProductFields, sectors: string[]): ProductFields {
  const next = isPoSectorLocked(values) && !sectors.includes('PO') ? ['PO', ...sectors] : sectors;
  return { ...values, customProperties: { ...values.customProperties, sectors: next } };
}

/** Unticking catalogue item also unticks ECK orders allowed (which is disabled while it is off). */
export function withCatalogItem(values: ProductFields, catalogItem: boolean): ProductFields {
  const cp = values.customProperties;
  return {
    ...values,
    customProperties: { ...cp, catalogItem, eckOrderAllowed: catalogItem ? cp.eckOrderAllowed : false },
  };
}

/** Choosing ABONNEMENT clears the activation type (and the field is hidden). */
export function withLicenseType(model: LicenseModelInput, licenseType: string): LicenseModelInput {
  return {
    ...model,
    licenseType,
    licenseActivationType: licenseType === 'ABONNEMENT' ? null : (model.licenseActivationType ?? null),
  };
}

/** Whether the licence model's field is in use for its licence and activation type. */
export function usesLicenseField(model: LicenseModelInput, field: keyof LicenseModelInput): boolean {
  const type = model.licenseType as keyof typeof LICENSE_TYPE_FIELDS;
  const activation = model.licenseActivationType as keyof typeof ACTIVATION_TYPE_FIELDS;
  const byType: readonly string[] = LICENSE_TYPE_FIELDS[type] ?? [];
  const byActivation: readonly string[] =
    type === 'ABONNEMENT' ? [] : (ACTIVATION_TYPE_FIELDS[activation] ?? []);
  return byType.includes(field) || byActivation.includes(field);
}

/** The product as stored: typed values, defaults applied, irrelevant fields discarded. */
export type NormalisedProduct = ReturnType<typeof normaliseProduct>;

const clean = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
const cleanList = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
const int = (value: number | string | null | undefined) => {
  const n = numberOf(value);
  return n === null || Number.isNaN(n) ? null : Math.trunc(n);
};
const dayMonth = (value: string | null | undefined) => {
  const key = clean(value);
  return key ? `1972-${key.slice(5, 10)}` : null;
};

/**
 * Save-time normalisation (spec 001 §4): a non-browser product discards the licence model,
 * browsers, service licence and SSO URL; ABONNEMENT has no activation type; fields that the
 * licence and activation type do not use are cleared; no catalogue item means no ECK orders.
 * Call only on values that passed `productIssues`.
 */
export function normaliseProduct(p: ProductFields) {
  const cp = p.customProperties;
  const isWeb = p.productType === 'WEB_BROWSER';
  const catalogItem = cp.catalogItem;
  return {
    title: p.title!.trim(),
    ean: p.ean!.trim(),
    subproductDigitaal: clean(p.subproductDigitaal),
    subproductFolio: clean(p.subproductFolio),
    productType: p.productType!,
    organisationId: p.organisation!.id,
    intendedEndUserRole: p.intendedEndUserRole!,
    ssoUrl: isWeb ? clean(p.ssoUrl) : null,
    introductionDate: toInstant(p.introductionDate)!,
    endOfLifeDate: toInstant(p.endOfLifeDate)!,
    browsers: isWeb ? cleanList(p.browsers) : [],
    platforms: cleanList(p.platforms),
    devices: cleanList(p.devices),
    serviceLicenseAllowed: isWeb ? p.serviceLicenseAllowed : false,
    deliverable: p.deliverable,
    authenticationType: clean(p.authenticationType),
    chains: cleanList(p.chains),
    isSubject: p.isSubject,
    edition: clean(cp.edition),
    version: clean(cp.version),
    productUrl: clean(cp.productUrl),
    productThumbnailLocation: clean(cp.productThumbnailLocation),
    productFamilyThumbnailLocation: clean(cp.productFamilyThumbnailLocation),
    contentLocation: clean(cp.contentLocation),
    informationLocation: clean(cp.informationLocation),
    saleUnitSize: int(cp.saleUnitSize) ?? 1,
    description: clean(cp.description),
    consumerPrice: int(cp.consumerPrice) ?? 0,
    sectors: cleanList(cp.sectors),
    authors: cleanList(cp.authors),
    courses: cleanList(cp.courses),
    levels: cleanList(cp.levels),
    subjects: cleanList(cp.subjects),
    years: cleanList(cp.years),
    productUsages: cleanList(cp.productUsages),
    productState: clean(cp.productState) ?? 'LEVERBAAR',
    consumptionProduct: cp.consumptionProduct,
    priceIsIndicative: cp.priceIsIndicative,
    catalogItem,
    eckOrderAllowed: catalogItem ? cp.eckOrderAllowed : false,
    productFamilyName: clean(cp.productFamilyName),
    productFamilyCode: clean(cp.productFamilyCode),
    prices: cp.prices.map((price) => ({
      amount: int(price.amount) ?? 0,
      vat: Math.round((numberOf(price.vat) ?? 0) * 100) / 100,
    })),
    licenseModel: isWeb && p.licenseModel ? normaliseLicenseModel(p.licenseModel) : null,
  };
}

function normaliseLicenseModel(model: LicenseModelInput) {
  const licenseType = model.licenseType!;
  const activation = licenseType === 'ABONNEMENT' ? null : clean(model.licenseActivationType);
  const m: LicenseModelInput = { ...model, licenseType, licenseActivationType: activation };
  const use = (field: keyof LicenseModelInput) => usesLicenseField(m, field);
  return {
    description: clean(model.description),
    licenseType,
    schoolYearAmount: use('schoolYearAmount') ? int(model.schoolYearAmount) : null,
    tiltDate: use('tiltDate') ? dayMonth(model.tiltDate) : null,
    schoolYearEndDate: use('schoolYearEndDate') ? dayMonth(model.schoolYearEndDate) : null,
    maximumLoginAmount: use('maximumLoginAmount') ? int(model.maximumLoginAmount) : null,
    duration: use('duration') ? int(model.duration) : null,
    endDate: use('endDate') ? toInstant(model.endDate) : null,
    licenseActivationType: activation,
    activatableFrom: use('activatableFrom') ? toInstant(model.activatableFrom) : null,
    activatableUntil: use('activatableUntil') ? toInstant(model.activatableUntil) : null,
    activatableAmountOfDays: use('activatableAmountOfDays') ? int(model.activatableAmountOfDays) : null,
  };
}

/**
 * The Deactivate/Activate dialog (spec 001 §2): deactivation needs an end date in the past,
 * activation one in the future. Returns the error text for a wrong date, or null.
 */
export function lifecycleDateError(kind: 'deactivate' | 'activate', date: string, now: Date = new Date()) {
  const day = dayKey(date);
  if (!day) return 'Ongeldige datum';
  const today = todayKey(now);
  if (kind === 'deactivate' && day >= today) return 'De einddatum moet in het verleden liggen.';
  if (kind === 'activate' && day <= today) return 'De einddatum moet in de toekomst liggen.';
  return null;
}

/** The Deactivate/Activate dialog's form: the new end date, in the past or in the future. */
export const lifecycleFormSchema = (kind: 'deactivate' | 'activate') =>
  v.object({
    date: v.pipe(
      v.string(),
      v.check(
        (date) => lifecycleDateError(kind, date) === null,
        (issue) => lifecycleDateError(kind, String(issue.input)) ?? '',
      ),
    ),
  });

/**
 * The product values after confirming the dialog: status NIET_MEER_LEVERBAAR (past) or LEVERBAAR
 * (future), end of life on the chosen date, and for period activation activatable-until as well.
 */
export function withLifecycleChange(values: ProductFields, kind: 'deactivate' | 'activate', date: string) {
  const model = values.licenseModel;
  const next: ProductFields = {
    ...values,
    endOfLifeDate: date,
    customProperties: {
      ...values.customProperties,
      productState: kind === 'deactivate' ? 'NIET_MEER_LEVERBAAR' : 'LEVERBAAR',
    },
    licenseModel:
      model && model.licenseActivationType === 'PERIODE' ? { ...model, activatableUntil: date } : model,
  };
  return next;
}

/** A stored product as form values (and as the base an import row is laid over). */
export function productFields(product: Product): ProductFields {
  const cp = product.customProperties;
  const model = product.licenseModel;
  const s = (value: string | null) => value ?? '';
  const n = (value: number | null) => (value === null ? '' : String(value));
  return {
    id: product.id,
    updatedAt: product.updatedAt,
    title: product.title,
    ean: product.ean,
    subproductDigitaal: s(product.subproductDigitaal),
    subproductFolio: s(product.subproductFolio),
    productType: product.productType,
    organisation: { id: product.organisation.id, name: product.organisation.name },
    intendedEndUserRole: product.intendedEndUserRole,
    ssoUrl: s(product.ssoUrl),
    introductionDate: dayKey(product.introductionDate) ?? '',
    endOfLifeDate: dayKey(product.endOfLifeDate) ?? '',
    browsers: product.browsers,
    platforms: product.platforms,
    devices: product.devices,
    serviceLicenseAllowed: product.serviceLicenseAllowed,
    deliverable: product.deliverable,
    authenticationType: product.authenticationType,
    chains: product.chains,
    isSubject: product.isSubject,
    licenseModel: model
      ? {
          id: model.id,
          description: s(model.description),
          licenseType: model.licenseType,
          schoolYearAmount: n(model.schoolYearAmount),
          tiltDate: model.tiltDate ?? DEFAULT_TILT_DATE,
          schoolYearEndDate: model.schoolYearEndDate ?? DEFAULT_SCHOOL_YEAR_END_DATE,
          maximumLoginAmount: n(model.maximumLoginAmount),
          duration: n(model.duration),
          endDate: dayKey(model.endDate) ?? '',
          licenseActivationType: model.licenseActivationType,
          activatableFrom: dayKey(model.activatableFrom) ?? '',
          activatableUntil: dayKey(model.activatableUntil) ?? '',
          activatableAmountOfDays: n(model.activatableAmountOfDays),
        }
      : emptyLicenseModel(),
    customProperties: {
      edition: s(cp.edition),
      version: s(cp.version),
      productUrl: s(cp.productUrl),
      productThumbnailLocation: s(cp.productThumbnailLocation),
      productFamilyThumbnailLocation: s(cp.productFamilyThumbnailLocation),
      contentLocation: s(cp.contentLocation),
      informationLocation: s(cp.informationLocation),
      saleUnitSize: String(cp.saleUnitSize),
      description: s(cp.description),
      consumerPrice: String(cp.consumerPrice),
      prices: cp.prices.map((price) => ({ amount: String(price.amount), vat: String(price.vat) })),
      sectors: cp.sectors,
      authors: cp.authors,
      courses: cp.courses,
      levels: cp.levels,
      subjects: cp.subjects,
      years: cp.years,
      productUsages: cp.productUsages,
      productState: cp.productState,
      consumptionProduct: cp.consumptionProduct,
      priceIsIndicative: cp.priceIsIndicative,
      catalogItem: cp.catalogItem,
      eckOrderAllowed: cp.eckOrderAllowed,
      productFamilyName: s(cp.productFamilyName),
      productFamilyCode: s(cp.productFamilyCode),
    },
  };
}
