/** GET supportentries (account) and PUT supportentries {key} (spec 000 §7): an account's tickets. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { closeSupportEntryCall } from '../../domain/api-calls';
import { supportMessages } from '../../domain/messages';
import { type SupportEntry, SupportEntrySchema } from '../../domain/schemas/support-entry';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';
import { sendCall } from './send-call';
import { useWrite } from './use-write';

const supportEntries = resourceKeys('supportentries');
/** The support tickets' query keys; an account's tickets are a list filtered by that account. */
export const supportEntryKeys = {
  ...supportEntries,
  ofAccount: (accountId: number) => supportEntries.list({ account: accountId }),
};

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
  return sendCall(client, closeSupportEntryCall(key));
}

/** Closes a ticket: the account's ticket list changes. */
export function useCloseSupportEntry(accountId: number) {
  return useWrite({
    write: closeSupportEntry,
    changes: () => [supportEntryKeys.ofAccount(accountId)],
    texts: {
      saving: supportMessages.closing,
      saved: supportMessages.closed,
      failed: supportMessages.closeFailed,
      failure: (error) =>
        `${supportMessages.closeFailed}: ${error instanceof Error ? error.message : ''}`.trim(),
    },
  });
}
