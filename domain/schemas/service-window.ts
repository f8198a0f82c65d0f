import * as v from 'valibot';
import { toInstant } from '../dates';
import { serviceWindowMessages } from '../messages';
import { numberOf } from './product-validation';
import { ProductRefSchema, timestamps } from './reply-parts';
import { DB_INT_MAX, dbId, msg } from './rules';

/** A service window as the API returns it (spec 001 §3). */
export const ServiceWindowSchema = v.object({
  id: v.number(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  /** Seconds; -1 means no redirect. */
  redirectAfterSec: v.number(),
  message: v.string(),
  product: ProductRefSchema,
  ...timestamps,
});
export type ServiceWindow = v.InferOutput<typeof ServiceWindowSchema>;

export const REDIRECT_MIN = -1;
export const REDIRECT_MAX = 5000;
export const SERVICE_WINDOW_MESSAGE_MAX = 10_000;

const text = v.optional(v.nullable(v.string(msg.wrongType)), null);

/** The service-window form and the body of POST /servicewindows and PUT /servicewindows/{id}. */
export const ServiceWindowFieldsSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  updatedAt: v.optional(v.nullable(v.string())),
  startDate: text,
  endDate: text,
  redirectAfterSec: v.optional(v.nullable(v.union([v.number(), v.string()], msg.wrongType)), null),
  message: text,
  product: v.union([dbId(), v.object({ id: dbId() })], msg.required),
});
export type ServiceWindowFields = v.InferOutput<typeof ServiceWindowFieldsSchema>;

/** The rules of spec 001 §5 for a service window, as `{ path, message }`. */
export function serviceWindowIssues(w: ServiceWindowFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const start = toInstant(w.startDate);
  if (!w.startDate?.trim()) issues.push({ path: 'startDate', message: msg.required });
  else if (!start) issues.push({ path: 'startDate', message: msg.invalidDate });
  if (w.endDate?.trim()) {
    const end = toInstant(w.endDate);
    if (!end) issues.push({ path: 'endDate', message: msg.invalidDate });
    else if (start && end.getTime() <= start.getTime())
      issues.push({ path: 'endDate', message: serviceWindowMessages.endAfterStart });
  }
  const redirect = numberOf(w.redirectAfterSec);
  if (redirect !== null) {
    if (Number.isNaN(redirect) || !Number.isInteger(redirect))
      issues.push({ path: 'redirectAfterSec', message: msg.integer });
    else if (redirect < REDIRECT_MIN)
      issues.push({ path: 'redirectAfterSec', message: msg.min(REDIRECT_MIN) });
    else if (redirect > REDIRECT_MAX)
      issues.push({ path: 'redirectAfterSec', message: msg.max(REDIRECT_MAX) });
  }
  if ((w.message ?? '').length > SERVICE_WINDOW_MESSAGE_MAX)
    issues.push({ path: 'message', message: msg.maxChars(SERVICE_WINDOW_MESSAGE_MAX) });
  return issues;
}

export const ServiceWindowInputSchema = v.pipe(
  ServiceWindowFieldsSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of serviceWindowIssues(dataset.value)) {
      addIssue({
        message: issue.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: issue.path,
            value: (dataset.value as Record<string, unknown>)[issue.path],
          },
        ],
      });
    }
  }),
);

/** The stored values: an empty redirect becomes -1 (no redirect). Call after the rules passed. */
export function normaliseServiceWindow(w: ServiceWindowFields) {
  const redirect = numberOf(w.redirectAfterSec);
  return {
    productId: typeof w.product === 'number' ? w.product : w.product.id,
    startDate: toInstant(w.startDate)!,
    endDate: toInstant(w.endDate),
    redirectAfterSec: redirect === null || Number.isNaN(redirect) ? REDIRECT_MIN : redirect,
    message: w.message ?? '',
  };
}

/** Filters of GET /api/servicewindows: the product (required) whose windows are listed. */
export const ServiceWindowListFilterSchema = v.object({
  product: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, msg.invalid),
    v.transform(Number),
    v.maxValue(DB_INT_MAX, msg.invalid),
  ),
});
