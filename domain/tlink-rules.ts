import type { LicenseActivationType, LicenseType, TLinkLicenseState } from './enums';
import { tlinkMessages } from './messages';

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

/** Midnight (local time) of a date. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A local calendar day as `yyyy-MM-dd`. */
export function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The next occurrence (today included) of a day and month, read from a `1972-MM-dd` date. */
export function nextOccurrence(dayMonth: string, today: Date): Date {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(dayMonth);
  if (!match) return startOfDay(today);
  const month = Number(match[1]) - 1;
  const day = Number(match[2]);
  const base = startOfDay(today);
  const thisYear = new Date(base.getFullYear(), month, day);
  return thisYear >= base ? thisYear : new Date(base.getFullYear() + 1, month, day);
}

/** True when the product activates in a period but lacks its "Te activeren tot" date. */
export function lacksActivatableUntil(product: PrefillProduct): boolean {
  const model = product.licenseModel;
  return model?.licenseActivationType === 'PERIODE' && !model.activatableUntil;
}

/** The start and end dates a licence form fills in when a product is chosen (spec 001 §4). */
export function prefillDates(product: PrefillProduct, now: Date): DatePrefill {
  const today = startOfDay(now);
  const model = product.licenseModel ?? null;
  const introduction = toDate(product.introductionDate);
  const endOfLife = toDate(product.endOfLifeDate);
  const isPeriod = model?.licenseActivationType === 'PERIODE';

  let start: Date | null;
  if (product.productType !== 'WEB_BROWSER') start = null;
  else if (isPeriod && model?.activatableFrom) {
    const from = toDate(model.activatableFrom);
    start = new Date(Math.max(startOfDay(from).getTime(), today.getTime()));
  } else if (isPeriod) start = today;
  else start = introduction > today ? startOfDay(introduction) : today;

  let end: Date = endOfLife;
  let warning: string | null = null;
  if (model?.licenseType === 'ABONNEMENT') {
    end = addDays(today, model.duration ?? 0);
  } else if (isPeriod) {
    if (model?.activatableUntil) end = toDate(model.activatableUntil);
    else warning = tlinkMessages.activatableUntilMissing;
  } else if (model?.licenseActivationType === 'KANTELDATUM' && model.tiltDate) {
    end = nextOccurrence(model.tiltDate, today);
  } else if (model?.licenseActivationType === 'AANTAL_DAGEN') {
    const base = introduction > today ? startOfDay(introduction) : today;
    end = addDays(base, model.activatableAmountOfDays ?? 0);
  }
  return { startDate: start ? dayString(start) : '', endDate: dayString(end), warning };
}

/** The end date may lie at most one day after the product's end date (spec 001 §5). */
export function endDateWithinProduct(endDate: string | Date, productEndOfLife: string | Date): boolean {
  const end = toDate(endDate).getTime();
  const limit = toDate(productEndOfLife).getTime() + 24 * 60 * 60 * 1000;
  return end <= limit;
}
