/** The PO licence calls (spec 001 §7): GET policenses, DELETE policenses/{id}, POST adjustGroups. */
import { useMemo } from 'react';
import * as v from 'valibot';
import { type PoLicense, PoLicenseSchema, type PoListFilter } from '../../domain/schemas/po-license';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { type HttpClient, queryParamsOf } from './http-client';
import type { ItemRange, ListSource } from './list';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { useWrite, type WriteTexts } from './use-write';

export const poLicenseKeys = resourceKeys('policenses');

export const DEFAULT_PO_SORT = 'DESC-createdAt';

export function usePoListSource(filter: Partial<PoListFilter>, sort: string): ListSource<PoLicense> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(
    () => ({
      queryKey: poLicenseKeys.list({ filter, sort }),
      fetchPage: (range: ItemRange, signal: AbortSignal) =>
        client.getList('policenses', PoLicenseSchema, { range, sort, params: queryParamsOf(filter), signal }),
    }),
    [client, key],
  );
}

/** Changes a PO licence's groups: its row in the PO lists changes. */
export function useAdjustPoGroups(texts: WriteTexts<PoLicense, { id: number; groepen: string }>) {
  return useWrite({
    write: (client, { id, groepen }: { id: number; groepen: string }) => adjustPoGroups(client, id, groepen),
    changes: (saved) => itemWriteKeys(poLicenseKeys, saved.id),
    texts,
  });
}

export async function adjustPoGroups(client: HttpClient, id: number, groepen: string): Promise<PoLicense> {
  const response = await client.request('policenses/actions/adjustGroups', {
    method: 'POST',
    ...jsonBody({ id, groepen }),
  });
  return v.parse(PoLicenseSchema, await response.json());
}
