/** POST waswordtitems/actions/import (spec 001 §7): applies a Was-Wordt list. */
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type WasWordtImport,
  type WasWordtResultRow,
  WasWordtResultRowSchema,
} from '../../domain/schemas/was-wordt';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';

export async function applyWasWordt(client: HttpClient, body: WasWordtImport): Promise<WasWordtResultRow[]> {
  const response = await client.request('waswordtitems/actions/import', {
    method: 'POST',
    ...jsonBody(body),
  });
  return v.parse(v.array(WasWordtResultRowSchema), await response.json());
}

export function useApplyWasWordt() {
  const client = useApi();
  return useMutation({ mutationFn: (body: WasWordtImport) => applyWasWordt(client, body) });
}
