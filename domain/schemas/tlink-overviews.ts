import * as v from 'valibot';
import { addMonths, todayKey } from '../dates';
import { LICENSE_TYPES } from '../enums';
import { dayParam } from './dates';
import { withPublisherFilter } from './publisher-filter';
import { idParam } from './query-params';
import { counts, productColumns } from './reply-parts';
import { msg } from './rules';

/**
 * Filters of GET /api/tlinklicenseschooloverviews (/tlinklicentiesperschool, spec 001 §2): publisher
 * and licence type are for superusers; fromDate/toDate bound the licences' creation day.
 */
export const SchoolOverviewFilterSchema = withPublisherFilter(
  v.object({
    publisher: v.optional(idParam()),
    school: v.optional(idParam()),
    distributor: v.optional(idParam()),
    product: v.optional(idParam()),
    type: v.optional(v.picklist(LICENSE_TYPES, msg.invalid)),
    fromDate: v.optional(dayParam()),
    toDate: v.optional(dayParam()),
  }),
  'publisher',
);
export type SchoolOverviewFilter = v.InferOutput<typeof SchoolOverviewFilterSchema>;

export const SCHOOL_OVERVIEW_SORT_FIELDS = ['schoolName', 'productTitle', 'total'] as const;

/** One row: a school's licences of one product from one distributor, counted in the database. */
export const SchoolOverviewRowSchema = v.object({
  schoolId: v.nullable(v.number()),
  schoolName: v.nullable(v.string()),
  brin: v.nullable(v.string()),
  distributorId: v.nullable(v.number()),
  distributorName: v.nullable(v.string()),
  ...productColumns,
  ...counts('available', 'active', 'service', 'total'),
});
export type SchoolOverviewRow = v.InferOutput<typeof SchoolOverviewRowSchema>;

/** GET /api/tlinklicenses/statusOverview (superuser): fromDate and toDate `yyyy-MM-dd`, optional publisherId. */
export const StatusOverviewFilterSchema = withPublisherFilter(
  v.object({
    fromDate: dayParam(),
    toDate: dayParam(),
    publisherId: v.optional(idParam()),
  }),
  'publisherId',
);
export type StatusOverviewFilter = v.InferOutput<typeof StatusOverviewFilterSchema>;

export const StatusOverviewRowSchema = v.object({
  ...productColumns,
  ...counts('available', 'active', 'inactive'),
  publisherName: v.string(),
});
export type StatusOverviewRow = v.InferOutput<typeof StatusOverviewRowSchema>;

/** Inactive in the status overview: revoked plus expired (spec 001 §2). */
export const STATUS_OVERVIEW_INACTIVE_STATES = [
  'REVOKED',
  'REVOKED_BY_MERGE',
  'REVOKED_BY_EXTENSION',
  'EXPIRED',
] as const;

/**
 * The months the status overview offers: from January of last year up to and including the month
 * before the current one ("to the start of the previous month"), newest first, as `yyyy-MM`.
 */
export function statusOverviewMonths(now: Date): string[] {
  // The current month of Amsterdam, not of the browser's zone.
  const current = todayKey(now).slice(0, 7);
  const first = `${Number(current.slice(0, 4)) - 1}-01`;
  const months: string[] = [];
  for (let month = addMonths(current, -1); month >= first; month = addMonths(month, -1)) months.push(month);
  return months;
}

/** The call's range of a month `yyyy-MM`: its first day and the first day of the next month. */
export function monthRange(month: string): { fromDate: string; toDate: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { fromDate: `${month}-01`, toDate: `${next}-01` };
}
