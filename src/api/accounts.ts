import { useMemo } from 'react';
import { type Account, type AccountListFilter, AccountSchema } from '../../domain/schemas/account';
import { useApi } from './api-context';
import { type HttpClient, queryParamsOf } from './http-client';
import type { ItemRange, ListPage, ListSource } from './list';
import { resourceKeys } from './query-keys';

const accounts = resourceKeys('accounts');

/** The accounts' query keys; the overview's blocks sit below the account's detail key. */
export const accountKeys = {
  ...accounts,
  externalAccounts: (id: number) => [...accounts.detail(id), 'externalaccounts'] as const,
  accessUrls: (id: number) => [...accounts.detail(id), 'accessurls'] as const,
  tlinks: (id: number, showExpired: boolean) => [...accounts.detail(id), 'tlinks', showExpired] as const,
  merges: (id: number) => [...accounts.detail(id), 'merges'] as const,
  activity: (id: number, amount: number) => [...accounts.detail(id), 'activity', amount] as const,
};

/** The users-list default sort (spec 000 §9). */
export const DEFAULT_ACCOUNT_SORT = 'DESC-updatedAt';
/** Lookup dropdowns sort ascending (spec 000 §9); accounts by their contact detail. */
export const ACCOUNT_LOOKUP_SORT = 'ASC-email';

/** GET accounts with a range, filters and sort (spec 000 §7). */
export function fetchAccounts(
  client: HttpClient,
  filter: AccountListFilter,
  sort: string,
  range: ItemRange,
  signal?: AbortSignal,
): Promise<ListPage<Account>> {
  return client.getList('accounts', AccountSchema, {
    range,
    sort,
    params: queryParamsOf(filter),
    ...(signal ? { signal } : {}),
  });
}

export function accountListSource(
  client: HttpClient,
  filter: AccountListFilter,
  sort: string,
): ListSource<Account> {
  return {
    queryKey: accountKeys.list({ filter, sort }),
    fetchPage: (range, signal) => fetchAccounts(client, filter, sort, range, signal),
  };
}

/** The users list for the infinite table, stable while filter and sort stay the same. */
export function useAccountListSource(filter: AccountListFilter, sort: string): ListSource<Account> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(() => accountListSource(client, filter, sort), [client, key]);
}
