import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ActionContext } from '../../commands/command';
import { useApi } from '../api/api-context';
import { deleteWithToasts } from './delete-item';

/**
 * The API side of a command's ActionContext: `call` sends one JSON request through the console's
 * HTTP client (a non-2xx answer throws its ApiError with the server's Dutch message) and `remove`
 * runs a DELETE through the shared delete flow. Afterwards every query on screen is refetched,
 * since a command may change what any list shows.
 */
export function useActionApi(): Pick<ActionContext, 'call' | 'remove'> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await api.request(path, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      void queryClient.invalidateQueries();
      return response;
    };
    return {
      async call(method, path, body) {
        const text = await (await send(method, path, body)).text();
        return text ? (JSON.parse(text) as unknown) : null;
      },
      remove: (path, texts) =>
        deleteWithToasts(async () => {
          await send('DELETE', path);
        }, texts),
    };
  }, [api, queryClient]);
}
