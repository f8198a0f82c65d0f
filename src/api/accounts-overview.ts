/**
 * The account overview's calls (spec 000 §7): external accounts, confirmation links, licences,
 * merge history, activity and pseudo ids. Each exports its fetch, queryOptions and hook.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ExternAccountSchema } from '../../domain/schemas/account';
import type { AccessUrl, ActivityGroup } from '../../domain/schemas/account-activity';
import type { MergeLogEntry } from '../../domain/schemas/account-merge';
import { TlinkLicenseSchema } from '../../domain/schemas/tlink';
import { accountKeys } from './accounts';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';

/** An external account with the account it is linked to (null: unlinked). */
export const LinkedExternAccountSchema = v.object({
  ...ExternAccountSchema.entries,
  account: v.optional(v.nullable(v.number()), null),
});
export type LinkedExternAccount = v.InferOutput<typeof LinkedExternAccountSchema>;

const AccessUrlSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  used: v.boolean(),
  email: v.nullable(v.string()),
  telephone: v.nullable(v.string()),
  type: v.picklist(['ACTIVATION', 'PASSWORD_RESET', 'CONTACT_CHANGE']),
  account: v.number(),
}) satisfies v.GenericSchema<AccessUrl>;

const ActivityGroupSchema = v.object({
  id: v.number(),
  meldcode: v.string(),
  timestamp: v.string(),
  accounts: v.array(v.number()),
  entries: v.array(
    v.object({
      info: v.nullable(v.string()),
      error: v.nullable(v.string()),
      timestamp: v.string(),
      external: v.boolean(),
    }),
  ),
}) satisfies v.GenericSchema<ActivityGroup>;

const MergeLogSchema = v.object({
  id: v.number(),
  sourceAccountId: v.number(),
  sourceAccountContact: v.nullable(v.string()),
  destinationAccountId: v.nullable(v.number()),
  timestamp: v.string(),
  sourceAccountExternAccounts: v.array(v.object({ accountType: v.string(), nameId: v.string() })),
  sourceAccountTlinks: v.array(v.string()),
  sourceAccountMeldcodes: v.array(v.string()),
}) satisfies v.GenericSchema<MergeLogEntry>;

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
        .getList(`accounts/${accountId}/logs/merge`, MergeLogSchema, { range: ALL, signal })
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
  const body = await client.get(`accounts/${accountId}/idfor/${publisherId}`, v.object({ data: v.string() }));
  return body.data;
}

const PublisherSchema = v.looseObject({ id: v.number(), name: v.string() });

/** GET organisations?type=Uitgever&q=…: publishers for the pseudo-id tool (sorted by name, range 0-24). */
export async function lookupPublishers(client: HttpClient, query: string, signal: AbortSignal) {
  const page = await client.getList('organisations', PublisherSchema, {
    range: { start: 0, end: 24 },
    sort: 'ASC-name',
    params: { type: 'Uitgever', ...(query ? { q: query } : {}) },
    signal,
  });
  return page.items.map((item) => ({ id: item.id, label: item.name }));
}
