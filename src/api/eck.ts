/** The ECK calls (spec 001 §7): ecklicenses and the licence messages (generatelicensemessages). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { retryMessages } from '../../domain/messages';
import {
  EckAvailableSummarySchema,
  EckLicenseSchema,
  EckListFilterSchema,
  type LicenseMessage,
  LicenseMessageSchema,
  RetriedSchema,
} from '../../domain/schemas/eck';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import type { ItemRange, ListSource } from './list';
import { resourceKeys } from './query-keys';
import { restResource, useListSource } from './resource';
import { useWrite } from './use-write';

const eck = restResource('ecklicenses', { item: EckLicenseSchema, filter: EckListFilterSchema });
/** The ECK licences' query keys; the available summary of a school is a list of them. */
export const eckKeys = {
  ...eck.keys,
  available: (organisationId: number) => [...eck.keys.lists(), 'available', organisationId] as const,
};
export const licenseMessageKeys = resourceKeys('generatelicensemessages');

export const DEFAULT_ECK_SORT = 'DESC-createdAt';

export const useEckListSource = eck.useList;
export const eckListSource = eck.listSource;

export function useLicenseMessageSource(showFailedOnly: boolean): ListSource<LicenseMessage> {
  return useListSource(showFailedOnly, (client) => ({
    queryKey: licenseMessageKeys.list({ showFailedOnly }),
    fetchPage: (range: ItemRange, signal: AbortSignal) =>
      client.getList('generatelicensemessages', LicenseMessageSchema, {
        range,
        params: showFailedOnly ? { showFailedOnly: true } : {},
        signal,
      }),
  }));
}

/** POST generatelicensemessages/actions/retryall: how many failed messages go out again. */
async function retryAllLicenseMessages(client: HttpClient): Promise<number> {
  const response = await client.request('generatelicensemessages/actions/retryall', { method: 'POST' });
  return v.parse(RetriedSchema, await response.json()).retried;
}

/** GET ecklicenses/summaryOfAvailableEckLicenses/{organisationId}: available ECK licences per product. */
export function availableEckSummaryOptions(client: HttpClient, organisationId: number) {
  return queryOptions({
    queryKey: eckKeys.available(organisationId),
    queryFn: ({ signal }) =>
      client.get(
        `ecklicenses/summaryOfAvailableEckLicenses/${organisationId}`,
        v.array(EckAvailableSummarySchema),
        {
          signal,
        },
      ),
  });
}

export function useAvailableEckSummary(organisationId: number) {
  return useQuery(availableEckSummaryOptions(useApi(), organisationId));
}

/** Puts every failed licence message in line again; the list is refreshed also when that fails. */
export function useRetryAllLicenseMessages() {
  return useWrite({
    write: (client, _: undefined) => retryAllLicenseMessages(client),
    changes: () => [licenseMessageKeys.lists()],
    failureChanges: () => [licenseMessageKeys.lists()],
    texts: {
      saving: retryMessages.licenseMessagesQueuing,
      saved: retryMessages.licenseMessagesQueued,
      failed: '',
      failure: (error) => (error instanceof Error ? error.message : String(error)),
    },
  });
}
