/** The products calls (spec 001 §7): list, item, by EAN, save and delete. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { productMessages } from '../../domain/messages';
import {
  type Product,
  ProductFieldsSchema,
  type ProductInput,
  ProductListFilterSchema,
  ProductSchema,
} from '../../domain/schemas/product';
import { useApi } from './api-context';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite } from './use-write';

export const DEFAULT_PRODUCT_SORT = 'ASC-title';
const products = restResource('products', {
  item: ProductSchema,
  filter: ProductListFilterSchema,
  body: ProductFieldsSchema,
});
/** The products' query keys; a product found by EAN is one of its details. */
export const productKeys = {
  ...products.keys,
  byEan: (ean: string) => [...products.keys.details(), 'ean', ean] as const,
};

export const useProductListSource = products.useList;
export const productListSource = products.listSource;
export const productOptions = products.itemOptions;
export const useProduct = products.useItem;

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
export function saveProduct(client: HttpClient, body: ProductInput): Promise<Product> {
  return products.save(client, body.id, body);
}
