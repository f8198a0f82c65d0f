import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type Account, AccountSchema } from '../../domain/schemas/account';
import { accountKeys } from './accounts';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';

/** GET accounts/{id}: one account (403/404 come back as ApiError). */
export function fetchAccount(client: HttpClient, id: number, signal?: AbortSignal): Promise<Account> {
  return client.get(`accounts/${id}`, AccountSchema, signal ? { signal } : {});
}

export function accountOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => fetchAccount(client, id, signal),
  });
}

export function useAccount(id: number): Account {
  return useSuspenseQuery(accountOptions(useApi(), id)).data;
}
