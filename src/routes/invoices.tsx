import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { InvoiceSearchSchema } from '../../domain/schemas/invoice';
import { lenientObject } from '../kit/search-fields';
import { rootRoute } from './root';

/** The month and the organisation id, read by the API's own schema; a bad one is dropped. */
const InvoicesSearchSchema = lenientObject({
  month: InvoiceSearchSchema.entries.month.wrapped,
  organisation: InvoiceSearchSchema.entries.organisation.wrapped,
});

export const invoicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invoices',
  validateSearch: (search) => v.parse(InvoicesSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/invoices/invoices-screen'), 'InvoicesScreen'),
});
