/** Orders (spec 001 §7): order details, resend to Prius, order stock and the CSV import. */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { importMessages, orderMessages } from '../../domain/messages';
import {
  EckAccountOptionSchema,
  OrderDetailSchema,
  type OrderImportResult,
  OrderImportResultSchema,
  OrderStockSchema,
} from '../../domain/schemas/order';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { ApiError } from './api-error';
import { useListSource } from './contracts';
import type { HttpClient, QueryParams } from './http-client';
import { resourceKeys } from './query-keys';
import { useWrite } from './use-write';

export const orderKeys = resourceKeys('orderdetails');
export const orderStockKeys = resourceKeys('orderstockdetails');
export const eckAccountKeys = resourceKeys('eckaccounts');

export const useOrderDetailSource = (params: QueryParams, sort: string) =>
  useListSource(orderKeys, OrderDetailSchema, params, sort);
export const useOrderStockSource = (params: QueryParams) =>
  useListSource(orderStockKeys, OrderStockSchema, params);

export type OrderImportRequest = {
  schoolYearName: string;
  referenceId: string;
  eckAccountId?: number | undefined;
  contractId?: string | undefined;
  delimiter: string;
  orders: string;
};

/**
 * POST orders/actions/import. A refused file is an answer too: its row errors come back as the
 * result (addedAmount 0), not as an exception.
 */
async function importOrders(client: HttpClient, request: OrderImportRequest): Promise<OrderImportResult> {
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
    return v.parse(OrderImportResultSchema, await response.json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const body = v.safeParse(OrderImportResultSchema, error.body);
      if (body.success) return { ...body.output, message: body.output.message ?? error.message };
      return { addedAmount: 0, errors: error.errors, message: error.message };
    }
    throw error;
  }
}

/**
 * An answer that imported nothing, as a failed write: its row errors go on the file field, a
 * refusal without rows on the form; the answer itself travels as the error's body.
 */
function refusal(answer: OrderImportResult): ApiError {
  const message = answer.message ?? orderMessages.importFailed;
  const rows = answer.errors.map((error) => ({ path: 'file', message: error.message }));
  return new ApiError(400, message, rows, answer);
}

/** The answer of an import that imported nothing (its rows and message), from the hook's failure. */
export function refusedImport(error: unknown): OrderImportResult | null {
  if (!(error instanceof ApiError)) return null;
  const answer = v.safeParse(OrderImportResultSchema, error.body);
  return answer.success ? answer.output : null;
}

/** Imports order lines; lines that were added change the orders and the order stock. */
export function useImportOrders() {
  return useWrite({
    write: async (client, request: OrderImportRequest) => {
      const answer = await importOrders(client, request);
      if (answer.addedAmount === 0) throw refusal(answer);
      return answer;
    },
    changes: () => [orderKeys.lists(), orderStockKeys.lists()],
    texts: {
      saving: orderMessages.importing,
      saved: (answer) => orderMessages.imported(answer.addedAmount),
      failed: orderMessages.importFailed,
      failure: (error) =>
        error instanceof ApiError && error.status === 400
          ? error.message
          : importMessages.error(error instanceof Error ? error.message : String(error)),
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
