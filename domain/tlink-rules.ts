import { addDays, dayKey, todayKey } from './dates';
import type { LicenseActivationType, LicenseType, TLinkLicenseState } from './enums';
import { tlinkMessages } from './schema-messages';

/**
 * Pure rules of TLink licences (spec 001 §4, §5): the date prefill from a chosen product, the end
 * date of a state change, and the end date versus the product's end date. Used by the form and the server.
 */

/** Moving into one of these from a non-ending state sets the end date to now (spec 001 §4). */
export const ENDING_STATES: readonly TLinkLicenseState[] = [
  'DESPECIFIED',
  'EXPIRED',
  'DEACTIVATED',
  'REVOKED',
  'REVOKED_BY_MERGE',
];

/**
 * Ended ("expirable") states: the account overview's toggle shows these or hides them
 * (showExpirableStates / hideExpirableStates). REVOKED_BY_EXTENSION is ended too: a newer licence
 * took over.
 */
export const EXPIRABLE_STATES: readonly TLinkLicenseState[] = [...ENDING_STATES, 'REVOKED_BY_EXTENSION'];

export function isEndingState(state: TLinkLicenseState): boolean {
  return EXPIRABLE_STATES.includes(state);
}

/** The end date after a state change: now when a non-ending state moves to an ending one, else unchanged. */
export function endDateAfterTransition<D>(
  from: TLinkLicenseState,
  to: TLinkLicenseState,
  endDate: D,
  now: Date,
): D | Date {
  if (from === to || isEndingState(from)) return endDate;
  return ENDING_STATES.includes(to) ? now : endDate;
}

/** What the prefill needs of a product (the product API's field names, spec 001 §3). */
export type PrefillProduct = {
  productType: string;
  introductionDate: string | Date;
  endOfLifeDate: string | Date;
  licenseModel?: {
    licenseType?: LicenseType | string | null;
    duration?: number | null;
    licenseActivationType?: LicenseActivationType | string | null;
    activatableFrom?: string | Date | null;
    activatableUntil?: string | Date | null;
    activatableAmountOfDays?: number | null;
    /** Day and month in the dummy year 1972 (`1972-07-01`). */
    tiltDate?: string | null;
  } | null;
};

export type DatePrefill = {
  /** `yyyy-MM-dd`, or '' for non-browser products. */
  startDate: string;
  /** `yyyy-MM-dd`. */
  endDate: string;
  /** Shown beside the product when the product lacks its "Te activeren tot" date. */
  warning: string | null;
};

const later = (a: string, b: string) => (a > b ? a : b);

/** The next occurrence (today included) of a day and month, read from a `1972-MM-dd` date; `yyyy-MM-dd`. */
export function nextOccurrence(dayMonth: string, today: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(dayMonth);
  if (!match) return today;
  const year = Number(today.slice(0, 4));
  const thisYear = `${today.slice(0, 4)}-${match[1]}-${match[2]}`;
  // 29 February in a year without it is 1 March, as the calendar has it.
  const occurrence = (y: number) =>
    addDays(`${String(y).padStart(4, '0')}-${match[1]}-01`, Number(match[2]) - 1);
  return thisYear >= today ? occurrence(year) : occurrence(year + 1);
}

/** True when the product activates in a period but lacks its "Te activeren tot" date. */
export function lacksActivatableUntil(product: PrefillProduct): boolean {
  const model = product.licenseModel;
  return model?.licenseActivationType === 'PERIODE' && !model.activatableUntil;
}

/**
 * The start and end dates a licence form fills in when a product is chosen (spec 001 §4), as
 * Amsterdam days `yyyy-MM-dd`: the product's dates and today are read in Amsterdam, never in the
 * browser's zone (decision 162).
 */
export function prefillDates(product: PrefillProduct, now: Date): DatePrefill {
  const today = todayKey(now);
  const model = product.licenseModel ?? null;
  const introduction = dayKey(product.introductionDate) ?? today;
  const endOfLife = dayKey(product.endOfLifeDate) ?? today;
  const isPeriod = model?.licenseActivationType === 'PERIODE';

  let start: string | null;
  if (product.productType !== 'WEB_BROWSER') start = null;
  else if (isPeriod && model?.activatableFrom) start = later(dayKey(model.activatableFrom) ?? today, today);
  else if (isPeriod) start = today;
  else start = later(introduction, today);

  let end = endOfLife;
  let warning: string | null = null;
  if (model?.licenseType === 'ABONNEMENT') {
    end = addDays(today, model.duration ?? 0);
  } else if (isPeriod) {
    if (model?.activatableUntil) end = dayKey(model.activatableUntil) ?? endOfLife;
    else warning = tlinkMessages.activatableUntilMissing;
  } else if (model?.licenseActivationType === 'KANTELDATUM' && model.tiltDate) {
    end = nextOccurrence(model.tiltDate, today);
  } else if (model?.licenseActivationType === 'AANTAL_DAGEN') {
    end = addDays(later(introduction, today), model.activatableAmountOfDays ?? 0);
  }
  return { startDate: start ?? '', endDate: end, warning };
}

/** The end date may lie at most one (Amsterdam) day after the product's end date (spec 001 §5). */
export function endDateWithinProduct(endDate: string | Date, productEndOfLife: string | Date): boolean {
  const end = dayKey(endDate);
  const productEnd = dayKey(productEndOfLife);
  return end === null || productEnd === null || end <= addDays(productEnd, 1);
}
