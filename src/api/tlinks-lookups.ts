/**
 * The product lookup of the licence screens, with what the date prefill needs, on the products list
 * call (spec 000 §9 lookup conventions). Accounts: `lookupAccounts` in account-lookup.ts;
 * organisations: `lookupOrganisations` in organisations.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ProductSchema } from '../../domain/schemas/product';
import { LOOKUP_RANGE, type LookupOption } from '../kit/lookup-select';
import type { HttpClient } from './http-client';
import { productKeys } from './products';

/** The product fields a licence form uses. */
const LicenceProductSchema = v.pick(ProductSchema, [
  'id',
  'title',
  'ean',
  'productType',
  'introductionDate',
  'endOfLifeDate',
  'organisation',
  'licenseModel',
]);

export function productOption(product: { id: number; title: string; ean: string }): LookupOption {
  return { id: product.id, label: product.title, description: product.ean };
}

/** Products for a lookup: 13 digits search the EAN, other text the title. */
export async function lookupProducts(client: HttpClient, query: string, signal: AbortSignal) {
  const ean = /^\d{13}$/.test(query.trim());
  const page = await client.getList('products', LicenceProductSchema, {
    range: LOOKUP_RANGE,
    sort: 'ASC-title',
    params: ean ? { ean: query.trim() } : { q: query },
    signal,
  });
  return page.items;
}

export function productOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: [...productKeys.detail(id), 'licence'],
    queryFn: ({ signal }) => client.get(`products/${id}`, LicenceProductSchema, { signal }),
  });
}
