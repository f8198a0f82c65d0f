/**
 * What 'Opnieuw laden' does after a 412: fetch the item the form edits again, whether a query hook
 * or a route loader (`ensureQueryData`) reads it, so the form restarts from what is stored now.
 *
 * Usage:
 *   const form = useSchemaForm({
 *     schema, initial, onSubmit,
 *     reload: useReloadItem(role ? roleOptions(api, role.id).queryKey : null),
 *   });
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Undefined for a new item (no key): there is nothing stored to reload. */
export function useReloadItem(queryKey: QueryKey | null): (() => Promise<void>) | undefined {
  const queryClient = useQueryClient();
  const router = useRouter();
  const key = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key by value.
  const reload = useCallback(async () => {
    if (queryKey === null) return;
    // Refetch the cached item even when no hook observes it (a loader read it), then rerun the loaders.
    await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
    await router.invalidate();
  }, [queryClient, router, key]);
  return queryKey === null ? undefined : reload;
}
