import type { Context } from 'hono';
import * as v from 'valibot';
import { requestMessages } from '../../domain/messages';
import { DB_INT_MAX } from '../../domain/schemas/rules';
import { MAX_JSON_DEPTH } from './body-limits';
import { AppError, type FieldError } from './errors';

/** Turns valibot issues into the 400 reply's `errors: [{ path, message }]`. */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): AppError {
  const errors: FieldError[] = issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return new AppError('validation', errors[0]?.message ?? 'Veld is niet geldig', { errors });
}

/**
 * Reads and validates a JSON body with a shared schema; bad JSON, a NUL, nesting past MAX_JSON_DEPTH
 * or bad fields give a Dutch 400. The body's size was bounded before it was read (`bodyLimits`).
 */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('validation', requestMessages.notJson);
  }
  const problem = jsonProblemOf(body);
  if (problem) throw new AppError('validation', problem);
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}

/**
 * What makes a parsed JSON value unfit to handle, or null: nesting deeper than MAX_JSON_DEPTH, or a
 * NUL in a string or key (PostgreSQL stores none, decision 111). Walks with its own stack, so a
 * hostile nesting cannot exhaust the call stack, and stops at the depth limit (decision 185).
 */
export function jsonProblemOf(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return requestMessages.nul;
    } else if (item.value !== null && typeof item.value === 'object') {
      const depth = item.depth + 1;
      if (depth > MAX_JSON_DEPTH) return requestMessages.tooDeep(MAX_JSON_DEPTH);
      if (Array.isArray(item.value)) {
        for (const element of item.value) stack.push({ value: element, depth });
      } else {
        for (const [key, element] of Object.entries(item.value)) {
          if (key.includes('\u0000')) return requestMessages.nul;
          stack.push({ value: element, depth });
        }
      }
    }
  }
  return null;
}

/** Parses a positive integer path id; anything else is a 404 (no such item). */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > DB_INT_MAX) {
    throw new AppError('notFound', 'Niet gevonden.');
  }
  return id;
}
