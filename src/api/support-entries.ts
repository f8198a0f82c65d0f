/** GET supportentries (account) and PUT supportentries {key} (spec 000 §7): an account's tickets. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { SupportEntry } from '../../domain/schemas/support-entry';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';

const supportEntries = resourceKeys('supportentries');
/** The support tickets' query keys; an account's tickets are a list filtered by that account. */
export const supportEntryKeys = {
  ...supportEntries,
  ofAccount: (accountId: number) => supportEntries.list({ account: accountId }),
};

const SupportEntrySchema = v.custom<SupportEntry>((value) => typeof value === 'object' && value !== null);

export function supportEntriesOptions(client: HttpClient, accountId: number) {
  return queryOptions({
    queryKey: supportEntryKeys.ofAccount(accountId),
    queryFn: ({ signal }) =>
      client.getList('supportentries', SupportEntrySchema, {
        range: { start: 0, end: 99 },
        params: { account: accountId },
        signal,
      }),
  });
}

export function useSupportEntries(accountId: number) {
  return useQuery(supportEntriesOptions(useApi(), accountId));
}

export async function closeSupportEntry(client: HttpClient, key: string): Promise<SupportEntry> {
  const response = await client.request('supportentries', { method: 'PUT', ...jsonBody({ key }) });
  return (await response.json()) as SupportEntry;
}

/** Closes a ticket and refreshes the account's list. */
export function useCloseSupportEntry(accountId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => closeSupportEntry(client, key),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: supportEntriesOptions(client, accountId).queryKey }),
  });
}
