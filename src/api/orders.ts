/** Orders (spec 001 §7): order details, resend to Prius, order stock and the CSV import. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { orderMessages } from '../../domain/messages';
import {
  EckAccountOptionSchema,
  OrderDetailSchema,
  type OrderImportResult,
  OrderStockSchema,
  PriusRequeuedSchema,
} from '../../domain/schemas/order';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { ApiError } from './api-error';
import { useListSource } from './contracts';
import type { HttpClient, QueryParams } from './http-client';
import { invalidateKeys, resourceKeys } from './query-keys';
import { useWrite } from './use-write';

export const orderKeys = resourceKeys('orderdetails');
export const orderStockKeys = resourceKeys('orderstockdetails');
export const eckAccountKeys = resourceKeys('eckaccounts');

export const useOrderDetailSource = (params: QueryParams, sort: string) =>
  useListSource(orderKeys, OrderDetailSchema, params, sort);
export const useOrderStockSource = (params: QueryParams) =>
  useListSource(orderStockKeys, OrderStockSchema, params);

export async function resendToPrius(client: HttpClient, id: number): Promise<void> {
  await client.request(`orderdetails/${id}/actions/resendToPrius`, { method: 'POST' });
}

export async function resendAllToPrius(client: HttpClient): Promise<number> {
  const response = await client.request('orderdetails/actions/resendAllToPrius', { method: 'POST' });
  return v.parse(PriusRequeuedSchema, await response.json()).requeued;
}

/** Resend one (id) or all failed (null) order lines to Prius: the order lists change. */
export function useResendToPrius() {
  return useWrite({
    write: (client, id: number | null) =>
      id === null ? resendAllToPrius(client) : resendToPrius(client, id).then(() => null),
    changes: () => [orderKeys.lists()],
    texts: {
      saving: orderMessages.retrying,
      saved: (requeued) => (requeued === null ? orderMessages.retried : orderMessages.retriedAll(requeued)),
      failed: orderMessages.priusFailed,
      failure: () => orderMessages.priusFailed,
    },
  });
}

export type OrderImportRequest = {
  schoolYearName: string;
  referenceId: string;
  eckAccountId?: number | undefined;
  contractId?: string | undefined;
  delimiter: string;
  orders: string;
};

const ImportAnswerSchema = v.object({
  addedAmount: v.optional(v.number(), 0),
  message: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() })), []),
});

/**
 * POST orders/actions/import. A refused file is an answer too: its row errors come back as the
 * result (addedAmount 0), not as an exception.
 */
export async function importOrders(
  client: HttpClient,
  request: OrderImportRequest,
): Promise<OrderImportResult> {
  try {
    const response = await client.request('orders/actions/import', {
      method: 'POST',
      params: {
        schoolYearName: request.schoolYearName,
        referenceId: request.referenceId,
        eckAccountId: request.eckAccountId,
        contractId: request.contractId || undefined,
      },
      ...jsonBody({ delimiter: request.delimiter, orders: request.orders }),
    });
    return v.parse(ImportAnswerSchema, await response.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const body = v.safeParse(ImportAnswerSchema, error.body);
      if (body.success) return { ...body.output, message: body.output.message ?? error.message };
      return { addedAmount: 0, errors: error.errors, message: error.message };
    }
    throw error;
  }
}

export function useImportOrders() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderImportRequest) => importOrders(client, request),
    onSuccess: (result) => {
      if (result.addedAmount > 0) {
        void invalidateKeys(queryClient, [orderKeys.lists(), orderStockKeys.lists()]);
      }
    },
  });
}

/** GET eckaccounts/beheer: the distributors' ECK accounts for the import's distributor choice. */
export function eckAccountsOptions(client: HttpClient) {
  return {
    queryKey: eckAccountKeys.list('beheer'),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await client.getList('eckaccounts/beheer', EckAccountOptionSchema, {
          range: { start: 0, end: 199 },
          signal,
        })
      ).items,
    staleTime: 5 * 60 * 1000,
  };
}

export function useEckAccounts() {
  return useQuery(eckAccountsOptions(useApi()));
}
