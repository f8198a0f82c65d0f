import { InvoiceMonthSchema } from '../../../domain/schemas/invoice';
import { defineListFilters, lookupFilter } from '../../kit/list-filters';

/**
 * The /invoices search (spec 001 §2): the month ('yyyy-MM', drawn by the screen as a month field;
 * none is the last complete month) and the publisher, a lookup kept as its id. The publisher is
 * hidden for a publisher-bound administrator, who sees their own (decision 073).
 */
export const invoiceFilters = defineListFilters([], {
  ids: [lookupFilter('organisation', 'Uitgever', 'Uitgever')],
  extra: { month: InvoiceMonthSchema },
  publisher: 'organisation',
});
