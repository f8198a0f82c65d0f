/** The service-window calls (spec 001 §7): list by product (startDate descending), item, save, delete. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { serviceWindowMessages } from '../../domain/messages';
import {
  type ServiceWindow,
  type ServiceWindowFields,
  ServiceWindowSchema,
} from '../../domain/schemas/service-window';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { useWrite } from './use-write';

const serviceWindows = resourceKeys('servicewindows');
/** The service windows' query keys: a product's windows are a list filtered by that product. */
export const serviceWindowKeys = {
  ...serviceWindows,
  ofProduct: (productId: number) => serviceWindows.list({ product: productId }),
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

export function serviceWindowOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: serviceWindowKeys.detail(id),
    queryFn: ({ signal }) => client.get(`servicewindows/${id}`, ServiceWindowSchema, { signal }),
  });
}

export function useServiceWindow(id: number): ServiceWindow {
  return useSuspenseQuery(serviceWindowOptions(useApi(), id)).data;
}

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
export async function saveServiceWindow(
  client: HttpClient,
  body: ServiceWindowFields,
): Promise<ServiceWindow> {
  const isNew = body.id === undefined || body.id === null;
  const response = await client.request(isNew ? 'servicewindows' : `servicewindows/${body.id}`, {
    method: isNew ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(ServiceWindowSchema, await response.json());
}
