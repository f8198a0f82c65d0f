/** The products calls (spec 001 §7): list, item, by EAN, save and delete. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { productMessages } from '../../domain/messages';
import { OrganisationSchema } from '../../domain/schemas/organisation';
import {
  type Product,
  type ProductInput,
  type ProductListFilter,
  ProductSchema,
} from '../../domain/schemas/product';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { ApiError } from './api-error';
import { type HttpClient, queryParamsOf } from './http-client';
import type { ListSource } from './list';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { useWrite } from './use-write';

export const DEFAULT_PRODUCT_SORT = 'ASC-title';
const products = resourceKeys('products');
/** The products' query keys; a product found by EAN is one of its details. */
export const productKeys = {
  ...products,
  byEan: (ean: string) => [...products.details(), 'ean', ean] as const,
};

export function productListSource(
  client: HttpClient,
  filter: ProductListFilter,
  sort: string,
): ListSource<Product> {
  return {
    queryKey: productKeys.list({ filter, sort }),
    fetchPage: (range, signal) =>
      client.getList('products', ProductSchema, {
        range,
        sort,
        params: queryParamsOf(filter),
        ...(signal ? { signal } : {}),
      }),
  };
}

/** The products list for the infinite table, stable while filter and sort stay the same. */
export function useProductListSource(filter: ProductListFilter, sort: string): ListSource<Product> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(() => productListSource(client, filter, sort), [client, key]);
}

/** GET products/{id}. */
export function productOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => client.get(`products/${id}`, ProductSchema, { signal }),
  });
}

export function useProduct(id: number): Product {
  return useSuspenseQuery(productOptions(useApi(), id)).data;
}

/** GET products?ean=: the one product with this EAN, or a 404 ApiError (as an item fetch would). */
export function productByEanOptions(client: HttpClient, ean: string) {
  return queryOptions({
    queryKey: productKeys.byEan(ean),
    queryFn: async ({ signal }) => {
      const page = await client.getList('products', ProductSchema, {
        range: { start: 0, end: 0 },
        params: { ean },
        signal,
      });
      const product = page.items[0];
      if (!product) throw new ApiError(404, 'Niet gevonden');
      return product;
    },
  });
}

export function useProductByEan(ean: string): Product {
  return useSuspenseQuery(productByEanOptions(useApi(), ean)).data;
}

/** Saves a product (its form, or the lifecycle dialog): its detail, by id and by EAN, and the product lists. */
export function useSaveProduct() {
  return useWrite({
    write: saveProduct,
    changes: (saved) => [...itemWriteKeys(productKeys, saved.id), productKeys.byEan(saved.ean)],
    texts: {
      saving: productMessages.saving,
      saved: productMessages.saved,
      failed: productMessages.saveFailed,
    },
  });
}

/** POST products (new) or PUT products/{id}: answers the saved product. */
export async function saveProduct(client: HttpClient, body: ProductInput): Promise<Product> {
  const isNew = body.id === undefined || body.id === null;
  const response = await client.request(isNew ? 'products' : `products/${body.id}`, {
    method: isNew ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(ProductSchema, await response.json());
}

const PublisherSchema = v.pick(OrganisationSchema, ['id', 'name']);

/** Publishers (Uitgever) by name, for the product form and filters and the pseudo-id tool (range 0-24). */
export async function lookupPublishers(client: HttpClient, query: string, signal: AbortSignal) {
  const page = await client.getList('organisations', PublisherSchema, {
    range: { start: 0, end: 24 },
    sort: 'ASC-name',
    params: { type: 'Uitgever', ...(query ? { q: query } : {}) },
    signal,
  });
  return page.items.map((item) => ({ id: item.id, label: item.name }));
}
