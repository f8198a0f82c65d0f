/** GET organisations/{id}/invoices/{year}/{month} and POST invoices/actions/adjustInvoice (spec 001 §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { invoiceExtraMessages } from '../../domain/messages';
import { type Invoice, InvoiceSchema } from '../../domain/schemas/invoice';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import { hasStatus } from './api-error';
import type { HttpClient } from './http-client';
import { resourceKeys } from './query-keys';
import { useWrite } from './use-write';

const invoices = resourceKeys('invoices');
/** The invoices' query keys: one organisation's invoice of one month is a detail. */
export const invoiceKeys = {
  ...invoices,
  ofPeriod: (period: object | null) => [...invoices.details(), period] as const,
};

export type InvoicePeriod = { organisationId: number; year: number; month: number };

/** The invoice, or null when there is none ('a failed fetch gives an empty result'). */
export async function fetchInvoice(client: HttpClient, period: InvoicePeriod, signal?: AbortSignal) {
  try {
    return await client.get(
      `organisations/${period.organisationId}/invoices/${period.year}/${period.month}`,
      InvoiceSchema,
      signal ? { signal } : {},
    );
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export function invoiceOptions(client: HttpClient, period: InvoicePeriod | null) {
  return queryOptions({
    queryKey: invoiceKeys.ofPeriod(period),
    queryFn: ({ signal }) => (period ? fetchInvoice(client, period, signal) : Promise.resolve(null)),
    enabled: period !== null,
  });
}

export function useInvoice(period: InvoicePeriod | null) {
  return useQuery(invoiceOptions(useApi(), period));
}

export async function adjustInvoice(
  client: HttpClient,
  period: InvoicePeriod,
  adjustedTotal: number | null,
): Promise<Invoice> {
  const response = await client.request('invoices/actions/adjustInvoice', {
    method: 'POST',
    ...jsonBody({ invoice: { ...period, adjustedTotal } }),
  });
  return v.parse(InvoiceSchema, await response.json());
}

/** The superuser's correction of one month's invoice: that invoice changes. */
export function useAdjustInvoice(period: InvoicePeriod) {
  return useWrite({
    write: (client, adjustedTotal: number | null) => adjustInvoice(client, period, adjustedTotal),
    changes: () => [invoiceKeys.ofPeriod(period)],
    texts: {
      saving: invoiceExtraMessages.adjusting,
      saved: (_, adjustedTotal) =>
        adjustedTotal === null ? invoiceExtraMessages.adjustCleared : invoiceExtraMessages.adjusted,
      failed: invoiceExtraMessages.adjustFailed,
      failure: (error) =>
        `${invoiceExtraMessages.adjustFailed}: ${error instanceof Error ? error.message : ''}`.trim(),
    },
  });
}
