import type { Context } from 'hono';
import * as v from 'valibot';
import { DB_INT_MAX } from '../../domain/schemas/rules';
import { AppError, type FieldError } from './errors';

/** Turns valibot issues into the 400 reply's `errors: [{ path, message }]`. */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): AppError {
  const errors: FieldError[] = issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return new AppError('validation', errors[0]?.message ?? 'Veld is niet geldig', { errors });
}

/** Reads and validates a JSON body with a shared schema; bad JSON or bad fields give a Dutch 400. */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('validation', 'De inhoud is geen geldige JSON.');
  }
  if (containsNul(body)) throw new AppError('validation', NUL_MESSAGE);
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}

/** PostgreSQL stores no NUL character in text or jsonb; no form can type one (decision 111). */
export const NUL_MESSAGE = 'De invoer bevat een ongeldig teken (NUL).';

/** True when a string, or any key or string inside a JSON value, holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/** Parses a positive integer path id; anything else is a 404 (no such item). */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > DB_INT_MAX) {
    throw new AppError('notFound', 'Niet gevonden.');
  }
  return id;
}
