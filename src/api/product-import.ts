/** POST products/actions/import (spec 001 §7): raw CSV with its delimiter; optional publisher. */
import * as v from 'valibot';
import { type ProductImportResult, ProductImportResultSchema } from '../../domain/schemas/product-import';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';

export async function importProducts(
  client: HttpClient,
  input: { delimiter: string; producten: string; publisher?: number | null; onlyValid?: boolean },
): Promise<ProductImportResult> {
  const response = await client.request('products/actions/import', {
    method: 'POST',
    params: { publisher: input.publisher ?? undefined, onlyValid: input.onlyValid ? 'true' : undefined },
    ...jsonBody({ delimiter: input.delimiter, producten: input.producten }),
  });
  return v.parse(ProductImportResultSchema, await response.json());
}
