import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An index's last key column followed by its INCLUDE columns, as one `.on(...)` entry: drizzle 0.45
 * cannot declare INCLUDE, and drizzle-kit writes an expression entry into the index definition as it is, so
 * `.on(a, lastKeyIncluding(b, [c]))` is `(a, b) include (c)`, what the migration built (decision 665).
 */
export function lastKeyIncluding(last: AnyPgColumn, included: AnyPgColumn[]): SQL {
  return sql`${last}) include (${sql.join(included, sql`, `)}`;
}
