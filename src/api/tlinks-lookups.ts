/**
 * The lookups of the licence screens: products (with what the date prefill needs) and accounts
 * (organisations: `lookupOrganisations` in organisations.ts), on the list calls of their own areas (spec 000 §9 lookup conventions).
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AccountSchema } from '../../domain/schemas/account';
import { ProductSchema } from '../../domain/schemas/product';
import { LOOKUP_RANGE, type LookupOption } from '../kit/lookup-select';
import { ACCOUNT_LOOKUP_SORT } from './accounts';
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

const AccountRefSchema = v.pick(AccountSchema, ['id', 'email', 'username']);

/** Accounts for a lookup: digits open that account number, other text searches the contact detail. */
export async function lookupAccounts(
  client: HttpClient,
  query: string,
  signal: AbortSignal,
): Promise<LookupOption[]> {
  const text = query.trim();
  if (/^\d{1,10}$/.test(text)) {
    try {
      const account = await client.get(`accounts/${text}`, AccountRefSchema, { signal });
      return [
        {
          id: account.id,
          label: account.email ?? account.username ?? `account: ${account.id}`,
          description: `account: ${account.id}`,
        },
      ];
    } catch {
      return [];
    }
  }
  if (text.length < 3) return [];
  const page = await client.getList('accounts', AccountRefSchema, {
    range: LOOKUP_RANGE,
    sort: ACCOUNT_LOOKUP_SORT,
    params: { input: text },
    signal,
  });
  return page.items.map((a) => ({
    id: a.id,
    label: a.email ?? a.username ?? `account: ${a.id}`,
    description: `account: ${a.id}`,
  }));
}
