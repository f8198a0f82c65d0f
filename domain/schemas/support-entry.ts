import * as v from 'valibot';
import { SUPPORT_ENTRY_STATUSES } from '../enums';
import { idInRange, msg } from './rules';

/** A support ticket as GET /api/supportentries returns it. */
export const SupportEntrySchema = v.object({
  id: v.number(),
  key: v.string(),
  account: v.nullable(v.number()),
  subject: v.string(),
  status: v.picklist(SUPPORT_ENTRY_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  closedAt: v.nullable(v.string()),
});
export type SupportEntry = v.InferOutput<typeof SupportEntrySchema>;

/** Filters of GET /api/supportentries. */
export const SupportEntryFilterSchema = v.object({
  account: v.optional(
    v.pipe(v.string(msg.wrongType), v.regex(/^\d{1,10}$/, msg.digitsOnly), v.transform(Number), idInRange()),
  ),
  status: v.optional(v.picklist(SUPPORT_ENTRY_STATUSES, msg.invalid)),
});

/** Body of PUT /api/supportentries (spec 000 §7): the ticket's key; closes it. */
export const CloseSupportEntrySchema = v.object({
  key: v.pipe(
    v.string(msg.required),
    v.trim(),
    v.minLength(1, msg.required),
    v.maxLength(100, msg.maxChars(100)),
  ),
});
