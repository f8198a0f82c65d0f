/**
 * The account overview's calls (spec 000 §7): external accounts, confirmation links, licences,
 * merge history, activity and pseudo ids. Each exports its fetch, queryOptions and hook.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedExternAccountSchema } from '../../domain/schemas/account';
import { AccessUrlSchema, ActivityGroupSchema } from '../../domain/schemas/account-activity';
import { MergeLogEntrySchema, PseudoIdReplySchema } from '../../domain/schemas/account-merge';
import { TlinkLicenseSchema } from '../../domain/schemas/tlink';
import { accountKeys } from './accounts';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';

const ALL = { start: 0, end: 999 };

/** GET accounts/{id}/externalaccounts/ */
export function externalAccountsOptions(client: HttpClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.externalAccounts(accountId),
    queryFn: ({ signal }) =>
      client
        .getList(`accounts/${accountId}/externalaccounts/`, LinkedExternAccountSchema, { range: ALL, signal })
        .then((page) => page.items),
  });
}
export function useExternalAccounts(accountId: number) {
  return useQuery({ ...externalAccountsOptions(useApi(), accountId), enabled: accountId > 0 });
}

/** GET externalaccounts?nameId&accountType: the lookup of unlinked external accounts. */
export async function findExternalAccounts(client: HttpClient, nameId: string, accountType: 'KNF' | 'BP') {
  const page = await client.getList('externalaccounts', LinkedExternAccountSchema, {
    range: { start: 0, end: 24 },
    params: { nameId, accountType },
  });
  return page.items;
}

/** GET accessurls?account= */
export function accessUrlsOptions(client: HttpClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.accessUrls(accountId),
    queryFn: ({ signal }) =>
      client
        .getList('accessurls', AccessUrlSchema, { range: ALL, params: { account: accountId }, signal })
        .then((page) => page.items),
  });
}
export function useAccessUrls(accountId: number) {
  return useQuery({ ...accessUrlsOptions(useApi(), accountId), enabled: accountId > 0 });
}

/** GET tlinklicenses?account&showExpirableStates|hideExpirableStates: the overview's licences. */
export function accountTlinksOptions(client: HttpClient, accountId: number, showExpired: boolean) {
  return queryOptions({
    queryKey: accountKeys.tlinks(accountId, showExpired),
    queryFn: ({ signal }) =>
      client.getList('tlinklicenses', TlinkLicenseSchema, {
        range: ALL,
        sort: 'ASC-licenseCode',
        params: {
          account: accountId,
          ...(showExpired ? { showExpirableStates: true } : { hideExpirableStates: true }),
        },
        signal,
      }),
  });
}
export function useAccountTlinks(accountId: number, showExpired: boolean) {
  return useQuery(accountTlinksOptions(useApi(), accountId, showExpired));
}

/** GET accounts/{id}/logs/merge */
export function mergeLogsOptions(client: HttpClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.merges(accountId),
    queryFn: ({ signal }) =>
      client
        .getList(`accounts/${accountId}/logs/merge`, MergeLogEntrySchema, { range: ALL, signal })
        .then((page) => page.items),
  });
}
export function useMergeLogs(accountId: number, enabled: boolean) {
  return useQuery({ ...mergeLogsOptions(useApi(), accountId), enabled });
}

/** GET accounts/{id}/activity?amount=N */
export function activityOptions(client: HttpClient, accountId: number, amount: number) {
  return queryOptions({
    queryKey: accountKeys.activity(accountId, amount),
    queryFn: ({ signal }) =>
      client.getList(`accounts/${accountId}/activity`, ActivityGroupSchema, {
        range: { start: 0, end: amount - 1 },
        params: { amount },
        signal,
      }),
  });
}
export function useActivity(accountId: number, amount: number) {
  return useQuery({
    ...activityOptions(useApi(), accountId, amount),
    placeholderData: (previous) => previous,
  });
}

/** GET accounts/{subject}/idfor/{publisherId}: answer field `data`. */
export async function fetchPseudoId(client: HttpClient, accountId: number, publisherId: number) {
  const body = await client.get(`accounts/${accountId}/idfor/${publisherId}`, PseudoIdReplySchema);
  return body.data;
}
