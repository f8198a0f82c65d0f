import * as v from 'valibot';
import { dutchString, maxChars, minChars, msg } from './rules';

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
  amount: v.optional(
    v.pipe(
      dutchString(),
      v.regex(/^\d{1,4}$/, msg.digitsOnly),
      v.transform(Number),
      v.minValue(1, msg.min(1)),
      v.maxValue(1000, msg.max(1000)),
    ),
  ),
});
export type LogEntryFilter = v.InferOutput<typeof LogEntryFilterSchema>;

export const LogEntryLineSchema = v.object({
  id: v.number(),
  timestamp: v.string(),
  info: v.nullable(v.string()),
  error: v.nullable(v.string()),
  external: v.boolean(),
});

/** A log entry group as GET /api/logentries returns it (spec 000 §3 'Activity entry group'). */
export const LogEntrySchema = v.object({
  id: v.number(),
  meldcode: v.string(),
  timestamp: v.string(),
  accounts: v.array(v.number()),
  entries: v.array(LogEntryLineSchema),
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;
