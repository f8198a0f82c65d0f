/**
 * What a failed query means for the caller (decision 111). PostgreSQL's SQLSTATE classes, read from
 * the driver's error or the `cause` drizzle wraps it in:
 * - class 08 (connection exception), 57P01-57P03 (terminated, crash, starting) and the drivers' own
 *   "connection lost" errors: the database went away; the transaction rolled back, nothing was saved.
 * - class 22 (data exception: a number out of range, a NUL byte, an impossible date): input the
 *   schemas should have refused; the last line of defence, so it is still a 400 and never a 500.
 */
export type DatabaseFailure = 'unavailable' | 'badData' | null;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'De verbinding met de database is verbroken. Er is niets opgeslagen; probeer het opnieuw.';
export const BAD_DATA_MESSAGE =
  'Een ingevoerde waarde is te groot of bevat een teken dat niet kan worden opgeslagen.';

const LOST_CONNECTION =
  /Connection terminated|connection is closed|Client has encountered a connection error|not queryable|ECONNRESET|ECONNREFUSED|EPIPE|terminating connection|PGlite is closed/i;

export function databaseFailureOf(error: unknown): DatabaseFailure {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || /^57P0[123]$/.test(code)) return 'unavailable';
      if (code.startsWith('22')) return 'badData';
      if (/^(ECONNRESET|ECONNREFUSED|EPIPE)$/.test(code)) return 'unavailable';
    }
    const cause = (current as { cause?: unknown }).cause;
    // Only the innermost message: drizzle's wrapper quotes the query's parameters, which are user input.
    if (!cause && typeof message === 'string' && LOST_CONNECTION.test(message)) return 'unavailable';
    current = cause;
  }
  return null;
}
