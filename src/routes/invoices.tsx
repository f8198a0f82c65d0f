import { lazyRouteComponent } from '@tanstack/react-router';
import { InvoiceSearchSchema } from '../../domain/schemas/invoice';
import { lenientObject } from '../kit/search-fields';
import { listRoute } from './route-shapes';

/** The month and the organisation id, read by the API's own schema; a bad one is dropped. */
const InvoicesSearchSchema = lenientObject({
  month: InvoiceSearchSchema.entries.month.wrapped,
  organisation: InvoiceSearchSchema.entries.organisation.wrapped,
});

export const invoicesRoute = listRoute(
  '/invoices',
  InvoicesSearchSchema,
  lazyRouteComponent(() => import('../areas/invoices/invoices-screen'), 'InvoicesScreen'),
);
