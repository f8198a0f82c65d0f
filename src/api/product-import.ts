/** POST products/actions/import (spec 001 §7): raw CSV with its delimiter; optional publisher. */
import * as v from 'valibot';
import { type ProductImportResult, ProductImportResultSchema } from '../../domain/schemas/product-import';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';
import { productKeys } from './products';
import { useWrite } from './use-write';

type ProductImportInput = {
  delimiter: string;
  producten: string;
  publisher?: number | null;
  onlyValid?: boolean;
};

/**
 * Imports a product CSV: when it was applied, products were added and updated, so the product lists
 * and items change. The screen shows its own toasts: an unapplied file is an answer, not a failure.
 */
export function useImportProducts() {
  return useWrite({
    write: importProducts,
    changes: (answer) => (answer.applied ? [productKeys.lists(), productKeys.details()] : []),
  });
}

export async function importProducts(
  client: HttpClient,
  input: ProductImportInput,
): Promise<ProductImportResult> {
  const response = await client.request('products/actions/import', {
    method: 'POST',
    params: { publisher: input.publisher ?? undefined, onlyValid: input.onlyValid ? 'true' : undefined },
    ...jsonBody({ delimiter: input.delimiter, producten: input.producten }),
  });
  return v.parse(ProductImportResultSchema, await response.json());
}
