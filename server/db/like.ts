import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A "contains" pattern of what the user typed, for `ilike` or a column matched as typed. */
export const contains = (value: string) => `%${escapeLike(value)}%`;

/** A "starts with" pattern of what the user typed. */
export const startsWith = (value: string) => `${escapeLike(value)}%`;

/** A case-insensitive "contains" pattern, for `lower(column) like` the result. */
export const containsLower = (value: string) => contains(value.toLowerCase());

/**
 * Any of `columns` contains what the user typed, whatever its case: `lower(column) like` each,
 * joined with `or` (the form the lower-case trigram indexes answer).
 */
export function containsAnyCase(typed: string, ...columns: AnyColumn[]): SQL {
  const pattern = containsLower(typed);
  const each = columns.map((column) => sql`lower(${column}) like ${pattern}`);
  return each.length === 1 ? each[0]! : sql`(${sql.join(each, sql` or `)})`;
}
