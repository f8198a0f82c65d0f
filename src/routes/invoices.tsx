import { lazyRouteComponent } from '@tanstack/react-router';
import { invoiceFilters } from '../areas/invoices/invoices-list';
import { listRoute } from './route-shapes';

export const invoicesRoute = listRoute(
  '/invoices',
  invoiceFilters.schema,
  lazyRouteComponent(() => import('../areas/invoices/invoices-screen'), 'InvoicesScreen'),
);
