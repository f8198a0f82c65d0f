import * as v from 'valibot';
import { ACCESS_URL_TYPES, EXTERN_ACCOUNT_TYPES } from '../enums';
import { timestamps } from './reply-parts';
import { idInRange, msg, rowAmount } from './rules';

export const ACTIVITY_INITIAL_AMOUNT = 5;
export const ACTIVITY_STEP = 5;
export const ACTIVITY_MAX_AMOUNT = 500;

/** GET /api/accounts/{id}/activity?amount=N (spec 000 §7). */
export const ActivityFilterSchema = v.object({
  amount: v.optional(rowAmount(ACTIVITY_MAX_AMOUNT, 4)),
});

/** One line of an activity group: an info or error text (spec 000 §3). */
export const ActivityLineSchema = v.object({
  info: v.nullable(v.string()),
  error: v.nullable(v.string()),
  timestamp: v.string(),
  external: v.boolean(),
});
export type ActivityLine = v.InferOutput<typeof ActivityLineSchema>;

/**
 * An activity entry group (spec 000 §3): the lines of one meldcode. An account's activity and the
 * log search answer the same group; the search's lines also carry their id.
 */
export const activityGroupOf = <Line extends v.GenericSchema>(line: Line) =>
  v.object({
    id: v.number(),
    meldcode: v.string(),
    timestamp: v.string(),
    accounts: v.array(v.number()),
    entries: v.array(line),
  });

export const ActivityGroupSchema = activityGroupOf(ActivityLineSchema);
export type ActivityGroup = v.InferOutput<typeof ActivityGroupSchema>;

/**
 * A confirmation link (spec 000 §3 AccessUrl) without its token: the token confirms the account or
 * sets its password, no screen needs it, so the API never hands it out (decision 150).
 */
export const AccessUrlSchema = v.object({
  id: v.number(),
  ...timestamps,
  used: v.boolean(),
  email: v.nullable(v.string()),
  telephone: v.nullable(v.string()),
  type: v.picklist(ACCESS_URL_TYPES),
  account: v.number(),
});
export type AccessUrl = v.InferOutput<typeof AccessUrlSchema>;

/** GET /api/accessurls filters. */
export const AccessUrlFilterSchema = v.object({
  account: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg.digitsOnly), v.transform(Number), idInRange()),
  ),
});

/** GET /api/externalaccounts filters (spec 000 §7). */
export const ExternalAccountFilterSchema = v.object({
  nameId: v.optional(v.pipe(v.string(msg.wrongType), v.trim(), v.maxLength(255, msg.maxChars(255)))),
  accountType: v.optional(v.picklist(EXTERN_ACCOUNT_TYPES, msg.invalid)),
});
