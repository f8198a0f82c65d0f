import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The not-found part of a many-identifiers filter (domain/schemas/id-list.ts): of `wanted`, those
 * `present` (the same filter and scope, reading only the identifiers) does not return; undefined
 * when the call has no such filter. A publisher-bound administrator's out-of-scope identifiers
 * are missing exactly like identifiers that do not exist.
 */
export async function missingIds(
  wanted: readonly string[] | undefined,
  present: (wanted: string[]) => Promise<readonly string[]>,
): Promise<string[] | undefined> {
  if (!wanted) return undefined;
  return notHeld(wanted, await present([...wanted]));
}

/** Of `wanted`, in the order asked, those not in `held`. */
export function notHeld(wanted: readonly string[], held: readonly string[]): string[] {
  const found = new Set(held);
  return wanted.filter((id) => !found.has(id));
}

/**
 * `expression = any($1::type[])`: a many-identifiers filter's values as ONE array parameter. As an
 * IN list of 500 parameters each statement was parsed, bound and planned with 500 of them
 * (decision 535); the array is one value, planned like a single lookup.
 */
export function anyOf(
  expression: SQLWrapper,
  values: readonly (string | number)[],
  type: 'text' | 'integer',
): SQL {
  return sql`${expression} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}
