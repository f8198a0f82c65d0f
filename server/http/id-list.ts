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
  const found = new Set(await present([...wanted]));
  return wanted.filter((id) => !found.has(id));
}
