import * as v from 'valibot';
import { ActivityLineSchema, activityGroupOf } from './account-activity';
import { dutchString, maxChars, minChars, msg, rowAmount } from './rules';

/** The home log search (spec 001 §9): 20 per page, 'more' adds 10, input debounced 500 ms. */
export const LOG_SEARCH = { firstPage: 20, more: 10, debounceMs: 500, minLength: 3 } as const;

/** A meldcode as typed: upper-cased, spaces removed ('abc - 12d4' -> 'ABC-12D4'). */
export function normaliseMeldcodeInput(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Filters of GET /api/logentries: meldcode (exact for a whole code, otherwise 'contains') and amount. */
export const LogEntryFilterSchema = v.object({
  meldcode: v.pipe(
    dutchString(),
    v.transform(normaliseMeldcodeInput),
    minChars(LOG_SEARCH.minLength),
    maxChars(8),
    v.regex(/^[A-Z0-9-]+$/, msg.invalid),
  ),
  amount: v.optional(rowAmount(1000, 4)),
});
export type LogEntryFilter = v.InferOutput<typeof LogEntryFilterSchema>;

const LogEntryLineSchema = v.object({ id: v.number(), ...ActivityLineSchema.entries });

/** A log entry group as GET /api/logentries returns it (spec 000 §3 'Activity entry group'). */
export const LogEntrySchema = activityGroupOf(LogEntryLineSchema);
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;
