import * as v from 'valibot';
import { ECK_STATUS_FILTERS, type EckStatusFilter, type TLinkLicenseState } from '../enums';
import { dayParam } from './dates';
import { dutchString, maxChars, minChars } from './rules';
import { flagParam, idParam, multiParam } from './tlink';

/** The ECK status filter words and the licence states they stand for (docs/decisions/006 §4). */
export const ECK_STATUS_STATES: Record<EckStatusFilter, readonly TLinkLicenseState[]> = {
  actief: ['ACTIVE'],
  nietActief: ['AVAILABLE', 'DEACTIVATED'],
  verlopen: ['EXPIRED'],
  geblokkeerd: ['BLOCKED'],
  nogNietActiveerbaar: ['PREACTIVE'],
  gereserveerd: ['RESERVED'],
  gedespecificeerd: ['DESPECIFIED'],
};

/** The status word of a licence state, for the list's status column. */
export function eckStatusOf(state: string): EckStatusFilter | null {
  for (const status of ECK_STATUS_FILTERS)
    if (ECK_STATUS_STATES[status].includes(state as TLinkLicenseState)) return status;
  return null;
}

export const ECK_SEARCH_MIN = 3;

/**
 * Filters of GET /api/ecklicenses (spec 001 §7): q searches reference id, user id, ECK iD and
 * contract id; `product.organisation` is the publisher; fromDate/toDate bound the creation day;
 * refHistoryEnabled keeps only licences whose reference id changed.
 */
export const EckListFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), minChars(ECK_SEARCH_MIN), maxChars(200))),
  product: v.optional(idParam()),
  organisation: v.optional(idParam()),
  'product.organisation': v.optional(idParam()),
  distributor: v.optional(idParam()),
  fromDate: v.optional(dayParam()),
  toDate: v.optional(dayParam()),
  statussen: v.optional(multiParam(ECK_STATUS_FILTERS)),
  refHistoryEnabled: v.optional(flagParam()),
});
export type EckListFilter = v.InferOutput<typeof EckListFilterSchema>;

export const ECK_SORT_FIELDS = ['createdAt', 'startDate', 'endDate', 'referenceId'] as const;

export type EckReferenceIdTransition = {
  fromReferenceId: string;
  fromState: string;
  toReferenceId: string;
  toState: string;
  timestamp: string;
};

/** An ECK licence as GET /api/ecklicenses returns it (spec 001 §3). */
export type EckLicense = {
  id: number;
  product: { id: number; title: string; ean: string; toString: string };
  userId: string | null;
  eckId: string | null;
  organisation: { id: number; toString: string } | null;
  startDate: string | null;
  endDate: string | null;
  referenceId: string;
  eckLicenseReferenceIdTransitions: EckReferenceIdTransition[];
  distributor: { id: number; toString: string } | null;
  licenseState: TLinkLicenseState;
  contractId: string | null;
  createdAt: string;
};

/** Filters of GET /api/generatelicensemessages (superuser). */
export const LicenseMessageFilterSchema = v.object({
  showFailedOnly: v.optional(flagParam()),
});

/** A licence message to ECK (spec 001 §3), with the outbox's delivery details. */
export type LicenseMessage = {
  id: number;
  startDate: string | null;
  referenceId: string;
  userId: string | null;
  eckId: string | null;
  status: 'Pending' | 'Success' | 'Error';
  retryCount: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
};

/** Retry shows at this many failed attempts with status Error (spec 001 §4, §9). */
export const LICENSE_MESSAGE_RETRY_AT = 5;

export function canRetryLicenseMessage(message: Pick<LicenseMessage, 'status' | 'retryCount'>): boolean {
  return message.status === 'Error' && message.retryCount >= LICENSE_MESSAGE_RETRY_AT;
}
