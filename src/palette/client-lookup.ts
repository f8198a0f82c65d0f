import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { type Lookup, okReply } from '../../commands/resolve';
import { AccountSchema } from '../../domain/schemas/account';
import { accountOptions } from '../api/account';
import { ApiError } from '../api/api-error';
import type { HttpClient } from '../api/http-client';

const Anything = v.unknown();
const ACCOUNT_ITEM = /^accounts\/(\d+)$/;

/**
 * An account looked up by its id is exactly what the account overview loads: kept in the query
 * cache, so opening it from the palette does not ask the API again (docs/decisions/131-palette-primes-account-view.md).
 */
function keepAccount(queryClient: QueryClient, api: HttpClient, path: string, body: unknown): void {
  const id = ACCOUNT_ITEM.exec(path)?.[1];
  if (!id) return;
  const account = v.safeParse(AccountSchema, body);
  if (account.success) queryClient.setQueryData(accountOptions(api, Number(id)).queryKey, account.output);
}

/** The resolver's `Lookup` over the console's HTTP client (bearer token, list ranges). */
export function clientLookup(api: HttpClient, queryClient?: QueryClient): Lookup {
  return async (call, signal) => {
    try {
      if (call.list) {
        // A raw request: a many-identifiers filter answers what it did not find in a header.
        const response = await api.request(call.path, {
          headers: { Range: 'items=0-9' },
          ...(call.params ? { params: call.params } : {}),
          signal,
        });
        return okReply(response.headers, await response.json());
      }
      const body = await api.get(call.path, Anything, { signal });
      if (queryClient) keepAccount(queryClient, api, call.path, body);
      return { kind: 'ok', body };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A missing item is an answer; a missing list route (not built yet) or a refusal is not.
      if (!call.list && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
      return { kind: 'unavailable' };
    }
  };
}
