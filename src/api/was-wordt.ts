/** POST waswordtitems/actions/import (spec 001 §7): applies a Was-Wordt list. */
import { useMutation } from '@tanstack/react-query';
import type { WasWordtImport, WasWordtResultRow } from '../../domain/schemas/was-wordt';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';

export async function applyWasWordt(client: HttpClient, body: WasWordtImport): Promise<WasWordtResultRow[]> {
  const response = await client.request('waswordtitems/actions/import', {
    method: 'POST',
    ...jsonBody(body),
  });
  return (await response.json()) as WasWordtResultRow[];
}

export function useApplyWasWordt() {
  const client = useApi();
  return useMutation({ mutationFn: (body: WasWordtImport) => applyWasWordt(client, body) });
}
