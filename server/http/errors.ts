import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BAD_DATA_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, databaseFailureOf } from './database-errors';

export type FieldError = { path: string; message: string };
export type BlockingEntity = { toString: string; entityType: string; id: number | string };

const STATUS = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  gone: 410,
  stale: 412,
  tooLarge: 413,
  tooMany: 429,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

/** The one error type: thrown anywhere with a code, mapped to HTTP in `errorReply`. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { errors?: FieldError[]; blocking?: BlockingEntity[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

/** A 400 about one field of the body: the message, also as that field's error. */
export const fieldError = (path: string, message: string) =>
  new AppError('validation', message, { errors: [{ path, message }] });

/** Maps any thrown value to DESIGN §4's reply: `{ message, errors? }`, or the 409 list of blockers. */
export function errorReply(c: Context, error: unknown, log: (err: unknown) => void) {
  if (error instanceof AppError) {
    if (error.code === 'conflict' && error.details.blocking) return c.json(error.details.blocking, 409);
    const body = error.details.errors
      ? { message: error.message, errors: error.details.errors }
      : { message: error.message };
    return c.json(body, error.status);
  }
  const failure = databaseFailureOf(error);
  log(error);
  if (failure === 'unavailable') return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  if (failure === 'badData') return c.json({ message: BAD_DATA_MESSAGE }, 400);
  return c.json({ message: 'Er is een interne fout opgetreden.' }, 500);
}
