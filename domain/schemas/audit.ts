import * as v from 'valibot';
import { AUDIT_REQUEST_TYPES } from '../enums';
import { dutchDaySchema } from './dates';
import { dutchString, maxChars, msg, rowAmount } from './rules';

/** Rows of the first request and of each 'more' (spec 000 §9). */
export const AUDIT_DEFAULT_AMOUNT = 20;
export const AUDIT_STEP = 10;
export const AUDIT_MAX_AMOUNT = 1000;

/** Filters of GET /api/es/auditlog (spec 000 §7) and the search params of the console's /audit route. */
export const AuditLogFilterSchema = v.object({
  amount: v.optional(rowAmount(AUDIT_MAX_AMOUNT, 6)),
  name: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  email: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  requestType: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(AUDIT_REQUEST_TYPES, msg.invalid))),
  startDate: v.optional(dutchDaySchema()),
  endDate: v.optional(dutchDaySchema()),
});
export type AuditLogFilter = v.InferOutput<typeof AuditLogFilterSchema>;

/** An audit log entry (spec 000 §3), as GET /api/es/auditlog returns it. */
export const AuditEntrySchema = v.object({
  id: v.number(),
  requested_on: v.string(),
  signed_in_on: v.nullable(v.string()),
  /** The administrator: "name (e-mail)". */
  account_name: v.string(),
  request_type: v.string(),
  request: v.record(v.string(), v.unknown()),
  auth_role: v.object({ rechten: v.array(v.string()) }),
  warning: v.nullable(v.string()),
  url: v.string(),
});
export type AuditEntryJson = v.InferOutput<typeof AuditEntrySchema>;
