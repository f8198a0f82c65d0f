/** The TLink calls (spec 001 §7): list, item, create (query amount), update, reserve and the free stock. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { updateTlinkCall } from '../../domain/api-calls';
import { tlinkMessages } from '../../domain/messages';
import {
  type ReservedTlink,
  ReservedTlinkSchema,
  type ReserveLine,
  type TlinkBody,
  type TlinkLicense,
  TlinkLicenseSchema,
  TlinkListFilterSchema,
  type TlinkProductSummary,
  TlinkProductSummarySchema,
} from '../../domain/schemas/tlink';
import { accountKeys } from './accounts';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';
import { licenseOverviewKeys } from './license-overviews';
import { restResource } from './resource';
import { sendCall } from './send-call';
import { useWrite, type WriteTexts } from './use-write';

const tlinks = restResource('tlinklicenses', { item: TlinkLicenseSchema, filter: TlinkListFilterSchema });
/** The TLinks' query keys: a licence by code is a detail, the free stock per product a list. */
export const tlinkKeys = {
  ...tlinks.keys,
  byCode: (code: string) => [...tlinks.keys.details(), 'code', code.toUpperCase()] as const,
  productSummary: (q: string) => [...tlinks.keys.lists(), 'productsummary', q] as const,
};

/** The TLink list sorts by licence code (spec 001 §7). */
export const DEFAULT_TLINK_SORT = 'ASC-licenseCode';

export const useTlinkListSource = tlinks.useList;
/** The same list outside a component: the palette's check of a pasted column is its first page. */
export const tlinkListSource = tlinks.listSource;
export const tlinkOptions = tlinks.itemOptions;
export const useTlink = tlinks.useItem;

/**
 * The licence with this code (exact, case-insensitive), or null. A code the list's licenseCode
 * filter refuses (over 200 characters, say) cannot be a licence's: that is not found, not a failure.
 */
export async function fetchTlinkByCode(client: HttpClient, code: string, signal?: AbortSignal) {
  if (!v.safeParse(TlinkListFilterSchema.entries.licenseCode, code).success) return null;
  const page = await tlinks.fetchPage(
    client,
    { licenseCode: code },
    DEFAULT_TLINK_SORT,
    { start: 0, end: 0 },
    signal,
  );
  const wanted = code.trim().toUpperCase();
  return page.items.find((licence) => licence.licenseCode === wanted) ?? null;
}

export function tlinkByCodeOptions(client: HttpClient, code: string) {
  return queryOptions({
    queryKey: tlinkKeys.byCode(code),
    queryFn: ({ signal }) => fetchTlinkByCode(client, code, signal),
  });
}

/**
 * What a write of these licences changes (spec 001 §4): each licence's detail (by id and by code)
 * and the TLink lists with the free stock, the overview of every account a licence belongs to or
 * belonged to, and the licence overviews' counts.
 */
function tlinkWriteKeys(licences: readonly TlinkLicense[], formerAccounts: readonly (number | null)[] = []) {
  const accounts = new Set([...licences.map((licence) => licence.account?.id ?? null), ...formerAccounts]);
  return [
    ...licences.flatMap((licence) => [tlinkKeys.detail(licence.id), tlinkKeys.byCode(licence.licenseCode)]),
    tlinkKeys.lists(),
    ...[...accounts].flatMap((account) => (account === null ? [] : [accountKeys.detail(account)])),
    licenseOverviewKeys.all,
  ];
}

const saveTexts = {
  saving: tlinkMessages.saving,
  saved: tlinkMessages.saved,
  failed: tlinkMessages.saveFailed,
};

/** Creates `amount` licences with one body. */
export function useCreateTlinks() {
  return useWrite({
    write: (client, { amount, body }: { amount: number; body: TlinkBody }) =>
      createTlinks(client, body, amount),
    changes: (created) => tlinkWriteKeys(created),
    texts: saveTexts,
  });
}

/** Changes one licence; `formerAccount` is the account it had, whose overview changes too. */
export function useUpdateTlink(id: number, formerAccount: number | null) {
  return useWrite({
    write: (client, body: TlinkBody) => updateTlink(client, id, body),
    changes: (saved) => tlinkWriteKeys([saved], [formerAccount]),
    texts: saveTexts,
  });
}

/** Reserves free licences per school and product: the TLink lists, free stock and overviews change. */
export function useReserveTlinks(texts: WriteTexts<ReservedTlink[], ReserveLine[]>) {
  return useWrite({
    write: reserveTlinks,
    changes: () => [tlinkKeys.lists(), licenseOverviewKeys.all],
    texts,
  });
}

/** POST tlinklicenses?amount=N: the created licences. */
export async function createTlinks(
  client: HttpClient,
  body: TlinkBody,
  amount: number,
): Promise<TlinkLicense[]> {
  const response = await client.request('tlinklicenses', {
    method: 'POST',
    params: { amount },
    ...jsonBody(body),
  });
  return v.parse(v.array(TlinkLicenseSchema), await response.json());
}

/** PUT tlinklicenses/{id}. */
export function updateTlink(client: HttpClient, id: number, body: TlinkBody): Promise<TlinkLicense> {
  return sendCall(client, updateTlinkCall(id, body));
}

/** POST tlinklicenses/actions/reserveTLinks. */
export async function reserveTlinks(client: HttpClient, lines: ReserveLine[]): Promise<ReservedTlink[]> {
  const response = await client.request('tlinklicenses/actions/reserveTLinks', {
    method: 'POST',
    ...jsonBody(lines),
  });
  return v.parse(v.array(ReservedTlinkSchema), await response.json());
}

/** GET tlinklicenses/productsummary: free stock per product. */
export function productSummaryOptions(client: HttpClient, q: string) {
  return queryOptions({
    queryKey: tlinkKeys.productSummary(q),
    queryFn: async ({ signal }): Promise<TlinkProductSummary[]> =>
      client.get('tlinklicenses/productsummary', v.array(TlinkProductSummarySchema), {
        params: { q },
        signal,
      }),
  });
}
