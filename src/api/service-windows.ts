/** The service-window calls (spec 001 §7): list by product (startDate descending), item, save, delete. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { serviceWindowMessages } from '../../domain/messages';
import {
  type ServiceWindow,
  type ServiceWindowFields,
  ServiceWindowFieldsSchema,
  ServiceWindowListFilterSchema,
  ServiceWindowSchema,
} from '../../domain/schemas/service-window';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { useWrite } from './use-write';

const serviceWindows = restResource('servicewindows', {
  item: ServiceWindowSchema,
  filter: ServiceWindowListFilterSchema,
  body: ServiceWindowFieldsSchema,
});
/** The service windows' query keys: a product's windows are a list filtered by that product. */
export const serviceWindowKeys = {
  ...serviceWindows.keys,
  ofProduct: (productId: number) => serviceWindows.keys.list({ product: productId }),
};

export function serviceWindowsOptions(client: HttpClient, productId: number) {
  return queryOptions({
    queryKey: serviceWindowKeys.ofProduct(productId),
    queryFn: async ({ signal }) =>
      (
        await client.getList('servicewindows', ServiceWindowSchema, {
          range: { start: 0, end: 999 },
          params: { product: productId },
          signal,
        })
      ).items,
  });
}

export function useServiceWindows(productId: number): ServiceWindow[] {
  return useSuspenseQuery(serviceWindowsOptions(useApi(), productId)).data;
}

export const serviceWindowOptions = serviceWindows.itemOptions;
export const useServiceWindow = serviceWindows.useItem;

/** Saves a service window: its detail and the window lists (the product overview reads one). */
export function useSaveServiceWindow() {
  return useWrite({
    write: saveServiceWindow,
    changes: (saved) => itemWriteKeys(serviceWindowKeys, saved.id),
    texts: {
      saving: 'Aan het opslaan...',
      saved: serviceWindowMessages.saved,
      failed: serviceWindowMessages.saveFailed('').replace(/ \.$/, ''),
    },
  });
}

/** POST servicewindows (new) or PUT servicewindows/{id}. */
export function saveServiceWindow(client: HttpClient, body: ServiceWindowFields): Promise<ServiceWindow> {
  return serviceWindows.save(client, body.id, body);
}
