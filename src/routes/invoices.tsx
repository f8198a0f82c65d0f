import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { InvoiceSearchSchema } from '../../domain/schemas/invoice';
import { rootRoute } from './root';

export const invoicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invoices',
  validateSearch: (raw: Record<string, unknown>) => {
    const month = v.safeParse(InvoiceSearchSchema.entries.month, raw.month);
    const organisation = v.safeParse(
      InvoiceSearchSchema.entries.organisation,
      typeof raw.organisation === 'number' ? String(raw.organisation) : raw.organisation,
    );
    return {
      month: month.success ? month.output : undefined,
      organisation: organisation.success ? organisation.output : undefined,
    };
  },
  component: lazyRouteComponent(() => import('../areas/invoices/invoices-screen'), 'InvoicesScreen'),
});
