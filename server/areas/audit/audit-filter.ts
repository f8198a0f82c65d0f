import * as v from 'valibot';
import { dutchString, maxChars, msg } from '../../../domain/schemas/rules';

/** dd-MM-yyyy (spec 000 §5 'Audit dates'), a real calendar day. */
const dutchDate = v.pipe(
  v.string(msg.wrongType),
  v.regex(/^\d{2}-\d{2}-\d{4}$/, msg.invalidDate),
  v.check((value) => {
    const [day, month, year] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, msg.invalidDate),
);

export const AUDIT_DEFAULT_AMOUNT = 20;
export const AUDIT_MAX_AMOUNT = 1000;

/**
 * Filters of GET /api/es/auditlog (spec 000 §7). Belongs in domain/schemas/ once the console's
 * /audit route validates its search params with it.
 */
export const AuditLogFilterSchema = v.object({
  amount: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, msg.digitsOnly),
      v.transform(Number),
      v.minValue(1, msg.min(1)),
      v.maxValue(AUDIT_MAX_AMOUNT, msg.max(AUDIT_MAX_AMOUNT)),
    ),
  ),
  name: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  email: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  requestType: v.optional(
    v.pipe(v.string(), v.toUpperCase(), v.picklist(['PUT', 'POST', 'DELETE'] as const, msg.invalid)),
  ),
  startDate: v.optional(dutchDate),
  endDate: v.optional(dutchDate),
});
export type AuditLogFilter = v.InferOutput<typeof AuditLogFilterSchema>;

/** dd-MM-yyyy to ISO yyyy-MM-dd for SQL. */
export function isoDay(value: string): string {
  const [day, month, year] = value.split('-');
  return `${year}-${month}-${day}`;
}
