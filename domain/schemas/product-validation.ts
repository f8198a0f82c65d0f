import { dayKey, isDateValue } from '../dates';
import { licenseModelMessages as lm, productMessages as pm } from '../messages';
import type { LicenseModelInput } from './license-model';
import type { ProductFields } from './product';
import { PRODUCT_ENUMS } from './product-enums';
import { msg } from './rules';

/** The enum lists as plain strings: the rules test values read from any input. */
const ENUM_VALUES: Record<keyof typeof PRODUCT_ENUMS, readonly string[]> = PRODUCT_ENUMS;

export type ProductIssue = { path: string; message: string };

/** Labels used in the generic '{path} moet een URL zijn' message. */
export const PRODUCT_FIELD_LABELS = {
  ssoUrl: 'SSO URL',
  productUrl: 'Product URL',
  productThumbnailLocation: 'Thumbnail URL',
  productFamilyThumbnailLocation: 'Methode thumbnail URL',
  contentLocation: 'Content URL',
  informationLocation: 'Informatie URL',
} as const;

const EAN = /^[1-9]\d{12}$/;
const DIGITS = /^\d+$/;
const URL_MAX = 255;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A URL as the forms accept it: http(s) with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A number field: null when empty, NaN when not a number. */
export function numberOf(value: number | string | null | undefined): number | null {
  if (blank(value)) return null;
  if (typeof value === 'number') return value;
  const text = value!.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A whole-number field given as digits: null when empty, NaN otherwise wrong. */
function digitsOf(value: number | string | null | undefined): number | null {
  if (blank(value)) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
  return DIGITS.test(value!.trim()) ? Number(value!.trim()) : Number.NaN;
}

/** Every rule of the product form (spec 001 §5), as `{ path, message }` with form field paths. */
export function productIssues(p: ProductFields): ProductIssue[] {
  const issues: ProductIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const cp = p.customProperties;
  const isWeb = p.productType === 'WEB_BROWSER';
  const chains = p.chains;

  const maxLength = (path: string, value: string | null, max: number) => {
    if (value && value.trim().length > max) add(path, msg.maxChars(max));
  };
  const url = (path: string, label: string, value: string | null, required: boolean) => {
    if (blank(value)) {
      if (required) add(path, msg.required);
      return;
    }
    if (value!.trim().length > URL_MAX) add(path, msg.maxChars(URL_MAX));
    else if (!isHttpUrl(value!)) add(path, msg.url(label));
  };
  const oneOf = (path: string, value: string | null, allowed: readonly string[]) => {
    if (!blank(value) && !allowed.includes(value!)) add(path, msg.invalid);
  };
  const allOf = (path: string, values: string[], allowed: readonly string[]) => {
    if (values.some((value) => !allowed.includes(value))) add(path, msg.invalid);
  };
  const date = (path: string, value: string | null) => {
    if (blank(value)) add(path, msg.required);
    else if (!isDateValue(value)) add(path, msg.invalidDate);
  };

  if (blank(p.title)) add('title', msg.required);
  maxLength('title', p.title, 255);
  if (blank(p.ean)) add('ean', msg.required);
  else if (!EAN.test(p.ean!.trim())) add('ean', pm.invalidEan);
  for (const key of ['subproductDigitaal', 'subproductFolio'] as const) {
    if (!blank(p[key]) && !EAN.test(p[key]!.trim())) add(key, pm.invalidEan);
  }
  if (blank(p.productType)) add('productType', pm.productTypeRequired);
  else if (p.productType!.length > 255) add('productType', msg.maxChars(255));
  else oneOf('productType', p.productType, ENUM_VALUES.productType);
  if (!p.organisation) add('organisation', msg.required);
  if (blank(p.intendedEndUserRole)) add('intendedEndUserRole', msg.required);
  else oneOf('intendedEndUserRole', p.intendedEndUserRole, ENUM_VALUES.intendedEndUserRole);
  date('introductionDate', p.introductionDate);
  date('endOfLifeDate', p.endOfLifeDate);
  const intro = dayKey(p.introductionDate);
  const eol = dayKey(p.endOfLifeDate);
  if (intro && eol && eol < intro) add('endOfLifeDate', lm.notBeforeIntroduction);

  if (isWeb) {
    url('ssoUrl', PRODUCT_FIELD_LABELS.ssoUrl, p.ssoUrl, true);
    if (p.browsers.length === 0) add('browsers', msg.required);
  }
  allOf('browsers', p.browsers, ENUM_VALUES.browsers);
  allOf('platforms', p.platforms, ENUM_VALUES.platforms);
  allOf('devices', p.devices, ENUM_VALUES.devices);
  allOf('chains', chains, ENUM_VALUES.chains);
  oneOf('authenticationType', p.authenticationType, ENUM_VALUES.authenticationType);

  const c = (key: string) => `customProperties.${key}`;
  url(
    c('productThumbnailLocation'),
    PRODUCT_FIELD_LABELS.productThumbnailLocation,
    cp.productThumbnailLocation,
    true,
  );
  for (const key of ['productUrl', 'contentLocation', 'informationLocation'] as const) {
    url(c(key), PRODUCT_FIELD_LABELS[key], cp[key], false);
  }
  maxLength(c('productFamilyThumbnailLocation'), cp.productFamilyThumbnailLocation, URL_MAX);
  maxLength(c('edition'), cp.edition, 50);
  maxLength(c('version'), cp.version, 50);
  maxLength(c('productFamilyName'), cp.productFamilyName, 255);
  maxLength(c('productFamilyCode'), cp.productFamilyCode, 255);

  const saleUnit = numberOf(cp.saleUnitSize);
  if (saleUnit === null) add(c('saleUnitSize'), msg.required);
  else if (Number.isNaN(saleUnit)) add(c('saleUnitSize'), msg.wrongType);
  else if (!Number.isInteger(saleUnit)) add(c('saleUnitSize'), msg.integer);
  else if (saleUnit < 0) add(c('saleUnitSize'), msg.min(0));
  const consumerPrice = numberOf(cp.consumerPrice);
  if (consumerPrice === null) add(c('consumerPrice'), msg.required);
  else if (Number.isNaN(consumerPrice)) add(c('consumerPrice'), msg.wrongType);
  else if (!Number.isInteger(consumerPrice)) add(c('consumerPrice'), msg.integer);
  else if (consumerPrice < 0) add(c('consumerPrice'), msg.min(0));
  if (cp.sectors.length === 0) add(c('sectors'), msg.required);
  allOf(c('sectors'), cp.sectors, ENUM_VALUES.sectors);
  allOf(c('years'), cp.years, ENUM_VALUES.years);
  allOf(c('productUsages'), cp.productUsages, ENUM_VALUES.productUsages);
  oneOf(c('productState'), cp.productState, ENUM_VALUES.productState);

  if (cp.prices.length === 0) add(c('prices'), pm.minOnePrice);
  const vats = new Map<number, number>();
  cp.prices.forEach((price, i) => {
    const amount = numberOf(price.amount);
    const at = c(`prices.${i}`);
    if (amount === null) add(`${at}.amount`, msg.required);
    else if (Number.isNaN(amount)) add(`${at}.amount`, msg.wrongType);
    else if (!Number.isInteger(amount)) add(`${at}.amount`, msg.integer);
    else if (amount < 0) add(`${at}.amount`, msg.min(0));
    const vat = numberOf(price.vat);
    if (vat === null) add(`${at}.vat`, msg.required);
    else if (Number.isNaN(vat)) add(`${at}.vat`, msg.wrongType);
    else if (vat < -999.99) add(`${at}.vat`, msg.min(-999.99));
    else if (vat > 999.99) add(`${at}.vat`, msg.max(999.99));
    else if (Math.abs(vat * 100 - Math.round(vat * 100)) > 1e-6) add(`${at}.vat`, msg.invalid);
    else vats.set(Math.round(vat * 100), (vats.get(Math.round(vat * 100)) ?? 0) + 1);
  });
  if ([...vats.values()].some((n) => n > 1)) add(c('prices'), pm.duplicateVat);

  if (chains.includes('ECK')) {
    if (cp.authors.length === 0) add(c('authors'), pm.authorsRequired);
    if (cp.courses.length === 0) add(c('courses'), pm.coursesRequired);
    if (cp.levels.length === 0) add(c('levels'), pm.levelsRequired);
  }
  const hasName = !blank(cp.productFamilyName);
  const hasCode = !blank(cp.productFamilyCode);
  if (chains.includes('BASISPOORT')) {
    if (!hasName) add(c('productFamilyName'), pm.methodNameRequired);
    if (!hasCode) add(c('productFamilyCode'), pm.methodCodeRequired);
  } else {
    if (hasCode && !hasName) add(c('productFamilyName'), pm.methodNameRequiredWithCode);
    if (hasName && !hasCode) add(c('productFamilyCode'), pm.methodCodeRequiredWithName);
  }

  if (isWeb) licenseModelIssues(p.licenseModel, intro, eol, add);
  return issues;
}

function licenseModelIssues(
  model: LicenseModelInput | null | undefined,
  intro: string | null,
  eol: string | null,
  add: (path: string, message: string) => void,
) {
  const at = (key: string) => `licenseModel.${key}`;
  const type = model?.licenseType;
  if (!model || blank(type)) {
    add(at('licenseType'), lm.licenseTypeRequired);
    return;
  }
  if (!ENUM_VALUES.licenseType.includes(type!)) add(at('licenseType'), msg.invalid);
  const activation = type === 'ABONNEMENT' ? null : (model.licenseActivationType ?? null);
  if (!blank(activation) && !ENUM_VALUES.licenseActivationType.includes(activation!))
    add(at('licenseActivationType'), msg.invalid);
  const dayMonth = (key: 'tiltDate' | 'schoolYearEndDate', required: string) => {
    if (blank(model[key])) add(at(key), required);
    else if (!isDateValue(model[key])) add(at(key), lm.invalidDate);
  };

  switch (type) {
    case 'AANTAL': {
      const n = digitsOf(model.maximumLoginAmount);
      if (n === null) add(at('maximumLoginAmount'), lm.amountRequired);
      else if (Number.isNaN(n)) add(at('maximumLoginAmount'), lm.amountDigits);
      break;
    }
    case 'VASTE_PERIODE':
    case 'ABONNEMENT': {
      const n = digitsOf(model.duration);
      if (n === null) add(at('duration'), lm.daysRequired);
      else if (Number.isNaN(n)) add(at('duration'), lm.daysDigits);
      break;
    }
    case 'SCHOOLJAARLICENTIE': {
      const n = digitsOf(model.schoolYearAmount);
      if (n === null) add(at('schoolYearAmount'), msg.required);
      else if (Number.isNaN(n)) add(at('schoolYearAmount'), lm.schoolYearsDigits);
      else if (n < 1) add(at('schoolYearAmount'), lm.schoolYearsMin);
      dayMonth('tiltDate', lm.tiltDateRequired);
      dayMonth('schoolYearEndDate', lm.schoolYearEndRequired);
      break;
    }
    case 'VASTE_DATUM': {
      if (blank(model.endDate)) add(at('endDate'), lm.endDateRequired);
      else if (!isDateValue(model.endDate)) add(at('endDate'), lm.invalidDate);
      else {
        const end = dayKey(model.endDate)!;
        const from = activation === 'PERIODE' ? dayKey(model.activatableFrom) : null;
        if (intro && end < intro) add(at('endDate'), lm.notBeforeIntroduction);
        else if (eol && end > eol) add(at('endDate'), lm.notAfterEndOfLife);
        else if (from && end < from) add(at('endDate'), lm.notBeforeActivatableFrom);
      }
      break;
    }
  }

  if (activation === 'PERIODE') {
    const fromOk = periodDate(model.activatableFrom, at('activatableFrom'), add);
    const untilOk = periodDate(model.activatableUntil, at('activatableUntil'), add);
    const from = fromOk ? dayKey(model.activatableFrom)! : null;
    const until = untilOk ? dayKey(model.activatableUntil)! : null;
    if (from && intro && from < intro) add(at('activatableFrom'), lm.notBeforeIntroduction);
    if (until && eol && until > eol) add(at('activatableUntil'), lm.untilNotAfterEndOfLife);
    else if (from && until && until <= from) add(at('activatableUntil'), lm.untilAfterFrom);
  } else if (activation === 'AANTAL_DAGEN') {
    const n = digitsOf(model.activatableAmountOfDays);
    if (n === null) add(at('activatableAmountOfDays'), lm.numberOfDaysRequired);
    else if (Number.isNaN(n)) add(at('activatableAmountOfDays'), lm.mustBeNumber);
  } else if (activation === 'KANTELDATUM' && type !== 'SCHOOLJAARLICENTIE') {
    dayMonth('tiltDate', lm.tiltDateRequired);
  }
}

function periodDate(value: string | null | undefined, path: string, add: (p: string, m: string) => void) {
  if (blank(value)) {
    add(path, lm.dateRequired);
    return false;
  }
  if (!isDateValue(value)) {
    add(path, lm.validDate);
    return false;
  }
  return true;
}
