/** GET logentries (meldcode, amount): the home log search and the palette's meldcode lookup. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LogEntrySchema } from '../../domain/schemas/log-entry';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';

export const logEntryKeys = resourceKeys('logentries');

export function fetchLogEntries(client: HttpClient, meldcode: string, amount: number, signal?: AbortSignal) {
  return client.getList('logentries', LogEntrySchema, {
    range: { start: 0, end: amount - 1 },
    params: { meldcode, amount },
    ...(signal ? { signal } : {}),
  });
}

export function logEntriesOptions(client: HttpClient, meldcode: string, amount: number) {
  return queryOptions({
    queryKey: logEntryKeys.list({ meldcode, amount }),
    queryFn: ({ signal }) => fetchLogEntries(client, meldcode, amount, signal),
    enabled: meldcode !== '',
    placeholderData: keepPreviousData,
  });
}

/** The groups for a (debounced) meldcode; '' does not search. */
export function useLogEntries(meldcode: string, amount: number) {
  return useQuery(logEntriesOptions(useApi(), meldcode, amount));
}
