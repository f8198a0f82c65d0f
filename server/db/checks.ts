import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL fragments for check constraints built from the `as const` arrays of domain/enums.ts, so an
 * enumeration has one source. Values are literals in the migration (a check cannot take parameters).
 */
function literals(values: readonly (string | number)[]): SQL {
  const quoted = values.map((value) =>
    typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`,
  );
  return sql.raw(quoted.join(', '));
}

/** `column in ('A', 'B', ...)`; NULL passes, as with every check constraint. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${literals(values)})`;
}

/** Every element of a text[] column is one of `values`. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literals(values)}]::text[]`;
}

/** Every element of an integer[] column is one of `values`. */
export function allOfInts(column: AnyPgColumn, values: readonly number[]): SQL {
  return sql`${column} <@ array[${literals(values)}]::integer[]`;
}

/** The EAN-13 shape of spec 001 §5: 13 digits, the first 1-9 (the GS1 check digit is not a form rule). */
export function eanShape(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[1-9][0-9]{12}$'`;
}
