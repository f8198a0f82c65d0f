import * as v from 'valibot';
import type { ACCESS_URL_TYPES } from '../enums';
import { idInRange, msg } from './rules';

export const ACTIVITY_INITIAL_AMOUNT = 5;
export const ACTIVITY_STEP = 5;
export const ACTIVITY_MAX_AMOUNT = 500;

/** GET /api/accounts/{id}/activity?amount=N (spec 000 §7). */
export const ActivityFilterSchema = v.object({
  amount: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, msg.digitsOnly),
      v.transform(Number),
      v.minValue(1, msg.min(1)),
      v.maxValue(ACTIVITY_MAX_AMOUNT, msg.max(ACTIVITY_MAX_AMOUNT)),
    ),
  ),
});

/** One line of an activity group: an info or error text (spec 000 §3). */
export type ActivityLine = {
  info: string | null;
  error: string | null;
  timestamp: string;
  external: boolean;
};

/** An activity entry group: one meldcode (spec 000 §3). */
export type ActivityGroup = {
  id: number;
  meldcode: string;
  timestamp: string;
  accounts: number[];
  entries: ActivityLine[];
};

/**
 * A confirmation link (spec 000 §3 AccessUrl) without its token: the token confirms the account or
 * sets its password, no screen needs it, so the API never hands it out (decision 150).
 */
export type AccessUrl = {
  id: number;
  createdAt: string;
  updatedAt: string;
  used: boolean;
  email: string | null;
  telephone: string | null;
  type: (typeof ACCESS_URL_TYPES)[number];
  account: number;
};

/** GET /api/accessurls filters. */
export const AccessUrlFilterSchema = v.object({
  account: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg.digitsOnly), v.transform(Number), idInRange()),
  ),
});

/** GET /api/externalaccounts filters (spec 000 §7). */
export const ExternalAccountFilterSchema = v.object({
  nameId: v.optional(v.pipe(v.string(msg.wrongType), v.trim(), v.maxLength(255, msg.maxChars(255)))),
  accountType: v.optional(v.picklist(['KNF', 'BP'] as const, msg.invalid)),
});
