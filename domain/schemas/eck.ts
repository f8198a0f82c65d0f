import * as v from 'valibot';
import {
  ECK_STATUS_FILTERS,
  type EckStatusFilter,
  LICENSE_MESSAGE_STATUSES,
  TLINK_LICENSE_STATES,
  type TLinkLicenseState,
} from '../enums';
import { dayParam } from './dates';
import { idListParam } from './id-list';
import { withPublisherFilter } from './publisher-filter';
import { flagParam, idParam, multiParam } from './query-params';
import { LabelledRefSchema, LicenceProductSchema, productColumns } from './reply-parts';
import { dutchString, maxChars, minChars } from './rules';

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
export const EckListFilterSchema = withPublisherFilter(
  v.object({
    q: v.optional(v.pipe(dutchString(), v.trim(), minChars(ECK_SEARCH_MIN), maxChars(200))),
    product: v.optional(idParam()),
    organisation: v.optional(idParam()),
    'product.organisation': v.optional(idParam()),
    distributor: v.optional(idParam()),
    fromDate: v.optional(dayParam()),
    toDate: v.optional(dayParam()),
    statussen: v.optional(multiParam(ECK_STATUS_FILTERS)),
    refHistoryEnabled: v.optional(flagParam()),
    /** Many pasted reference ids: exactly those licences (decision 436). */
    referenceIds: v.optional(idListParam('reference')),
  }),
  'product.organisation',
);
export type EckListFilter = v.InferOutput<typeof EckListFilterSchema>;

export const ECK_SORT_FIELDS = ['createdAt', 'startDate', 'endDate', 'referenceId'] as const;

export const EckReferenceIdTransitionSchema = v.object({
  fromReferenceId: v.string(),
  fromState: v.string(),
  toReferenceId: v.string(),
  toState: v.string(),
  timestamp: v.string(),
});

/** An ECK licence as GET /api/ecklicenses returns it (spec 001 §3). */
export const EckLicenseSchema = v.object({
  id: v.number(),
  product: LicenceProductSchema,
  userId: v.nullable(v.string()),
  eckId: v.nullable(v.string()),
  organisation: v.nullable(LabelledRefSchema),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  referenceId: v.string(),
  eckLicenseReferenceIdTransitions: v.array(EckReferenceIdTransitionSchema),
  distributor: v.nullable(LabelledRefSchema),
  licenseState: v.picklist(TLINK_LICENSE_STATES),
  contractId: v.nullable(v.string()),
  createdAt: v.string(),
});
export type EckLicense = v.InferOutput<typeof EckLicenseSchema>;

/** GET /api/ecklicenses/summaryOfAvailableEckLicenses/{organisationId}. */
export const EckAvailableSummarySchema = v.object({
  ...productColumns,
  amount: v.number(),
});

/** Filters of GET /api/generatelicensemessages (superuser). */
export const LicenseMessageFilterSchema = v.object({
  showFailedOnly: v.optional(flagParam()),
});

/** A licence message to ECK (spec 001 §3), with the outbox's delivery details. */
export const LicenseMessageSchema = v.object({
  id: v.number(),
  startDate: v.nullable(v.string()),
  referenceId: v.string(),
  userId: v.nullable(v.string()),
  eckId: v.nullable(v.string()),
  status: v.picklist(LICENSE_MESSAGE_STATUSES),
  retryCount: v.number(),
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type LicenseMessage = v.InferOutput<typeof LicenseMessageSchema>;

/** Retry shows at this many failed attempts with status Error (spec 001 §4, §9). */
export const LICENSE_MESSAGE_RETRY_AT = 5;

export function canRetryLicenseMessage(message: Pick<LicenseMessage, 'status' | 'retryCount'>): boolean {
  return message.status === 'Error' && message.retryCount >= LICENSE_MESSAGE_RETRY_AT;
}

/** POST generatelicensemessages/actions/retryall: how many failed messages go out again. */
export const RetriedSchema = v.object({ retried: v.number() });
