/** The /beheer tools (spec 001 §2): product JSON export and import, pseudo-id generate and decrypt. */
import * as v from 'valibot';
import { type ProductFileLog, ProductFileLogSchema } from '../../domain/schemas/product-import';
import { downloadProtected } from '../kit/download';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';

/** GET products/export, saved as the file the server names. */
export async function downloadProductExport(client: HttpClient): Promise<void> {
  await downloadProtected(client, 'products/export', 'producten.json');
}

/** POST products/import with the parsed JSON file; a refused file throws an ApiError with the log as errors. */
export async function importProductFile(client: HttpClient, file: unknown): Promise<ProductFileLog> {
  const response = await client.request('products/import', { method: 'POST', ...jsonBody(file) });
  return v.parse(ProductFileLogSchema, await response.json());
}

/** GET accounts/{subject}/idfor/{publisherId}: the pseudo id of an account for a publisher. */
export async function generatePseudoId(
  client: HttpClient,
  subject: string,
  publisherId: number,
): Promise<string> {
  const response = await client.request(`accounts/${encodeURIComponent(subject)}/idfor/${publisherId}`);
  return v.parse(v.looseObject({ data: v.string() }), await response.json()).data;
}

/** POST organisations/{publisherId}/actions/getAccountFromPseudoid: the account behind a pseudo id. */
export async function decryptPseudoId(client: HttpClient, publisherId: number, pseudoId: string) {
  const response = await client.request(`organisations/${publisherId}/actions/getAccountFromPseudoid`, {
    method: 'POST',
    ...jsonBody({ pseudoId }),
  });
  return v.parse(v.record(v.string(), v.unknown()), await response.json());
}
