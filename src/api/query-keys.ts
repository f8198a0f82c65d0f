/**
 * Query keys ("Effective React Query Keys"): each resource's module in src/api exports one factory
 * made here, and every query of that resource takes its key from it. A key starts with the
 * resource, then 'list' or 'detail', so a write can refresh exactly the lists and the item it
 * changed (a prefix match) and leave every other resource's cache alone.
 *
 *   export const roleKeys = resourceKeys('roles');
 *   roleKeys.list({ filter, sort })   // ['roles', 'list', { filter, sort }]
 *   roleKeys.detail(4)                // ['roles', 'detail', '4']
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export function resourceKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: unknown) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    /** Ids as text: a route's '7' and a reply's 7 are one item (commands carry ids as text). */
    detail: (id: number | string) => [...all, 'detail', String(id)] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys<string>>;

/** Marks these keys (and every key below them) stale; active queries refetch before it resolves. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The keys a write of one item changes: its detail and the resource's lists, nothing else. */
export function itemWriteKeys(keys: ResourceKeys, id: number | string | null | undefined): QueryKey[] {
  return id === null || id === undefined ? [keys.lists()] : [keys.detail(id), keys.lists()];
}
