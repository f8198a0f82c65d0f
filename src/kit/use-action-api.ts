import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ActionContext } from '../../commands/command';
import { useApi } from '../api/api-context';
import { sendCall } from '../api/send-call';
import { deleteWithToasts } from './delete-item';
import { downloadProtected } from './download';

/**
 * The API side of a command's ActionContext: `call` sends one JSON request through the console's
 * HTTP client (a non-2xx answer throws its ApiError with the server's Dutch message) and `remove`
 * runs a DELETE through the shared delete flow. Afterwards only what the command says it changed
 * is refreshed (src/api/changes.ts), so one command does not throw away every cached list.
 */
/**
 * The resource-to-key map (src/api/changes.ts) imports every resource's API module and schemas;
 * it loads with the first command that writes, not at startup (initial JS budget, decision 270).
 */
const keysOfChanges = () => import('../api/changes');

export function useActionApi(): Pick<ActionContext, 'call' | 'download' | 'remove'> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async call(request, changes) {
        try {
          return await sendCall(api, request);
        } finally {
          // Marked stale before the command goes on (a jump after it reads fresh data); refetched
          // after. A refused write is refreshed too: it may have changed what it names (a licence
          // message's attempt is recorded even when it fails) or met a change someone else made.
          const keys = await keysOfChanges();
          void keys.invalidateChanges(queryClient, changes);
        }
      },
      async download(path, fallbackName, changes) {
        try {
          await downloadProtected(api, path, fallbackName);
        } catch (error) {
          const keys = await keysOfChanges();
          void keys.invalidateChanges(queryClient, changes);
          throw error;
        }
      },
      async remove(path, texts, { deleted, also = [] }) {
        const removed = await deleteWithToasts(async () => {
          await api.request(path, { method: 'DELETE' });
        }, texts);
        if (removed) {
          const keys = await keysOfChanges();
          if (deleted) void keys.forgetDeleted(queryClient, deleted);
          void keys.invalidateChanges(queryClient, also);
        }
        return removed;
      },
    }),
    [api, queryClient],
  );
}
