/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A case-insensitive "contains" pattern, for `lower(column) like` the result. */
export const containsLower = (value: string) => `%${escapeLike(value.toLowerCase())}%`;
