import * as v from 'valibot';
import {
  AdjustInvoiceSchema,
  InvoiceProductDetailSchema,
  InvoiceSchema,
} from '../../../domain/schemas/invoice';
import {
  CloseSupportEntrySchema,
  SupportEntryFilterSchema,
  SupportEntrySchema,
} from '../../../domain/schemas/support-entry';
import { WasWordtImportSchema, WasWordtResultRowSchema } from '../../../domain/schemas/was-wordt';
import type { ApiOperation } from '../../openapi/operation';

/** The monthly invoice (routes.ts), the support entries (../support-entries) and the was-wordt import (../was-wordt). */
export const invoiceOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/organisations/{id}/invoices/{year}/{month}',
    summary: 'Factuur',
    description: 'A publisher’s invoice of one month; a publisher-bound administrator gets their own only.',
    access: 'factuur_inzien',
    reply: InvoiceSchema,
  },
  {
    method: 'get',
    path: '/organisations/{id}/invoices/{year}/{month}/productDetails',
    summary: 'Factuurregels per product',
    description: 'The invoice’s lines per product.',
    access: 'factuur_inzien',
    list: {},
    reply: InvoiceProductDetailSchema,
  },
  {
    method: 'post',
    path: '/invoices/actions/adjustInvoice',
    summary: 'Factuur aanpassen',
    description: 'Sets an adjusted total on a month’s invoice.',
    access: { superuserOnly: true },
    body: AdjustInvoiceSchema,
    reply: InvoiceSchema,
  },
  {
    method: 'get',
    path: '/supportentries',
    summary: 'Supportmeldingen',
    description: 'Support tickets, newest first.',
    access: 'support_inzien',
    query: SupportEntryFilterSchema,
    list: { sort: ['createdAt'] },
    reply: SupportEntrySchema,
  },
  {
    method: 'put',
    path: '/supportentries',
    summary: 'Supportmelding afmelden',
    description: 'Closes a support ticket by its key; closing a closed one changes nothing.',
    access: 'support_afmelden',
    body: CloseSupportEntrySchema,
    reply: SupportEntrySchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/waswordtitems/actions/import',
    summary: 'Was-wordt importeren',
    description: 'Replaces old identifiers by new ones (was → wordt); answers a line per row.',
    access: 'waswordt_importeren',
    body: WasWordtImportSchema,
    reply: v.array(WasWordtResultRowSchema),
  },
];
