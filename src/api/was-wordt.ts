/** POST waswordtitems/actions/import (spec 001 §7): applies a Was-Wordt list. */
import * as v from 'valibot';
import { wasWordtExtraMessages, wasWordtMessages } from '../../domain/messages';
import {
  type WasWordtImport,
  type WasWordtResultRow,
  WasWordtResultRowSchema,
} from '../../domain/schemas/was-wordt';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';
import { useWrite } from './use-write';

/** Spec 001 §8: the Was-Wordt error toasts stay 6 s. */
export const WAS_WORDT_ERROR_MS = 6000;

async function applyWasWordt(client: HttpClient, body: WasWordtImport): Promise<WasWordtResultRow[]> {
  const response = await client.request('waswordtitems/actions/import', {
    method: 'POST',
    ...jsonBody(body),
  });
  return v.parse(v.array(WasWordtResultRowSchema), await response.json());
}

/** Applies the list; the rows it changed are in no list of the console, so nothing is refreshed. */
export function useApplyWasWordt() {
  return useWrite({
    write: applyWasWordt,
    changes: () => [],
    texts: {
      saving: wasWordtExtraMessages.applying,
      saved: wasWordtMessages.applied,
      failed: wasWordtMessages.applyFailed,
      failedMs: WAS_WORDT_ERROR_MS,
    },
  });
}
