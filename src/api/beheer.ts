/** The /beheer tools (spec 001 §2): product JSON export and import, pseudo-id generate and decrypt. */
import * as v from 'valibot';
import { importMessages, pseudoIdMessages } from '../../domain/messages';
import { PseudoIdReplySchema } from '../../domain/schemas/account-merge';
import { type ProductFileLog, ProductFileLogSchema } from '../../domain/schemas/product-import';
import { downloadProtected } from '../kit/download';
import { jsonBody } from './accounts-json';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import { productKeys } from './products';
import { useWrite } from './use-write';

/** GET products/export, saved as the file the server names. */
export async function downloadProductExport(client: HttpClient): Promise<void> {
  await downloadProtected(client, 'products/export', 'producten.json');
}

/** POST products/import with the parsed JSON file; a refused file throws an ApiError with the log as errors. */
async function importProductFile(client: HttpClient, file: unknown): Promise<ProductFileLog> {
  const response = await client.request('products/import', { method: 'POST', ...jsonBody(file) });
  return v.parse(ProductFileLogSchema, await response.json());
}

/** GET accounts/{subject}/idfor/{publisherId}: the pseudo id of an account for a publisher. */
async function generatePseudoId(client: HttpClient, subject: string, publisherId: number): Promise<string> {
  const response = await client.request(`accounts/${encodeURIComponent(subject)}/idfor/${publisherId}`);
  return v.parse(PseudoIdReplySchema, await response.json()).data;
}

/** POST organisations/{publisherId}/actions/getAccountFromPseudoid: the account behind a pseudo id. */
async function decryptPseudoId(client: HttpClient, publisherId: number, pseudoId: string) {
  const response = await client.request(`organisations/${publisherId}/actions/getAccountFromPseudoid`, {
    method: 'POST',
    ...jsonBody({ pseudoId }),
  });
  return v.parse(v.record(v.string(), v.unknown()), await response.json());
}

/** Imports the products of a JSON file: the products it adds and updates change the product lists and items. */
export function useImportProductFile() {
  return useWrite({
    write: importProductFile,
    changes: () => [productKeys.lists(), productKeys.details()],
    texts: {
      saving: 'Producten aan het importeren...',
      saved: (log: ProductFileLog) =>
        `Import voltooid: ${log.added.length} toegevoegd, ${log.updated.length} bijgewerkt.`,
      failed: importMessages.productImportFailed,
      failure: () => importMessages.productImportFailed,
    },
  });
}

/** Why a pseudo-id call failed, in the spec's words (spec 001 §8). */
function pseudoIdFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? pseudoIdMessages.notFound
    : pseudoIdMessages.failed(error instanceof Error ? error.message : '');
}

/** Asks the pseudo id of an account for a publisher; it changes nothing stored. */
export function useGeneratePseudoId() {
  return useWrite({
    write: (client, { subject, publisherId }: { subject: number; publisherId: number }) =>
      generatePseudoId(client, String(subject), publisherId),
    changes: () => [],
    texts: {
      saving: pseudoIdMessages.generating,
      saved: pseudoIdMessages.generated,
      failed: pseudoIdMessages.failed(''),
      failure: pseudoIdFailure,
    },
  });
}

/** Asks the account behind a pseudo id; it changes nothing stored. */
export function useDecryptPseudoId() {
  return useWrite({
    write: (client, { publisherId, pseudoId }: { publisherId: number; pseudoId: string }) =>
      decryptPseudoId(client, publisherId, pseudoId),
    changes: () => [],
    texts: {
      saving: pseudoIdMessages.decrypting,
      saved: pseudoIdMessages.found,
      failed: pseudoIdMessages.failed(''),
      failure: pseudoIdFailure,
    },
  });
}
