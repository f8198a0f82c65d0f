/**
 * The one way the console writes (issue 20, decision 250): each write has a hook in its resource's
 * module, made with `useWrite`, that does the call, the toasts through kit/toast.ts and refreshes
 * exactly the keys the write changed. Screens and the form kit only call `mutateAsync`.
 *
 *   export function useSaveRole(id: number | null) {
 *     return useWrite({
 *       write: (client, body: RoleBody) => saveRole(client, id, body),
 *       changes: (saved) => itemWriteKeys(roleKeys, saved.id),
 *       texts: { saving: roleMessages.saving, saved: roleMessages.saved, failed: roleMessages.saveFailed },
 *     });
 *   }
 *   useSchemaForm({ ..., onSubmit: useSaveRole(role?.id ?? null).mutateAsync });
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { withMessage } from '../../domain/messages';
import { loadingToast, notifyError, notifySuccess } from '../kit/toast';
import { useApi } from './api-context';
import { ApiError, failureMessage } from './api-error';
import type { HttpClient } from './http-client';
import { invalidateKeys } from './query-keys';

/**
 * The toasts of a write (spec 000 §8): a loading toast when `saving` is given, then `saved`, or
 * `failed` followed by the server's message (`failure` when the spec words a failure otherwise).
 */
export type WriteTexts<R, I = never> = {
  saving?: string;
  saved: string | ((result: R, input: I) => string);
  failed: string;
  failure?: (error: unknown, input: I) => string;
  /** How long the failure toast stays when the spec states it (6 s for the Was-Wordt list). */
  failedMs?: number;
};

export type WriteSpec<I, R> = {
  write: (client: HttpClient, input: I) => Promise<R>;
  /** The keys the write changed: the item's detail, its lists, and what the spec says it changes elsewhere. */
  changes: (result: R, input: I) => readonly QueryKey[];
  /** The keys of items the write removed: dropped from the cache, since a refetch would only 404. */
  removes?: (result: R, input: I) => readonly QueryKey[];
  /**
   * The keys a failed write still changed: a retry that failed again records its attempt, so the
   * screen shows the new count and error instead of keeping the old row.
   */
  failureChanges?: (input: I) => readonly QueryKey[];
  texts?: WriteTexts<R, I>;
};

function toasts<R, I>(texts: WriteTexts<R, I> | undefined, input: I) {
  if (!texts) return null;
  const loading = texts.saving ? loadingToast(texts.saving) : null;
  return {
    success: (result: R) => {
      const text = typeof texts.saved === 'function' ? texts.saved(result, input) : texts.saved;
      return loading ? loading.success(text) : notifySuccess(text);
    },
    error: (error: unknown) => {
      const text = texts.failure
        ? texts.failure(error, input)
        : withMessage(texts.failed, failureMessage(error));
      return loading
        ? loading.error(text, { duration: texts.failedMs })
        : notifyError(text, undefined, texts.failedMs);
    },
  };
}

/**
 * A failure the spec words itself (`failure`) rejects with those words as its message, status and
 * field errors kept, so a form shows on screen what the toast says.
 */
function worded<I>(error: unknown, input: I, failure: WriteTexts<unknown, I>['failure']): unknown {
  if (!failure) return error;
  const text = failure(error, input);
  if (error instanceof ApiError) return new ApiError(error.status, text, error.errors, error.body);
  return new Error(text);
}

export function useWrite<I, R>(spec: WriteSpec<I, R>) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      const toast = toasts(spec.texts, input);
      try {
        const result = await spec.write(client, input);
        void toast?.success(result);
        return result;
      } catch (error) {
        void toast?.error(error);
        throw worded(error, input, spec.texts?.failure);
      }
    },
    // Returned, so mutateAsync resolves once what is on screen shows the write.
    onSuccess: (result, input) => {
      for (const queryKey of spec.removes?.(result, input) ?? []) queryClient.removeQueries({ queryKey });
      return invalidateKeys(queryClient, spec.changes(result, input));
    },
    onError: (_error, input) => invalidateKeys(queryClient, spec.failureChanges?.(input) ?? []),
  });
}
