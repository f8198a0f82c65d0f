import * as v from 'valibot';
import { type PoLicense, PoLicenseSchema, PoListFilterSchema } from '../../domain/schemas/po-license';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite, type WriteTexts } from './use-write';

const poLicenses = restResource('policenses', { item: PoLicenseSchema, filter: PoListFilterSchema });
export const poLicenseKeys = poLicenses.keys;

export const DEFAULT_PO_SORT = 'DESC-createdAt';

export const usePoListSource = poLicenses.useList;

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
