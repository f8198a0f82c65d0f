import { OrderStockFilterSchema } from '../../../domain/schemas/order-filters';
import { defineListFilters, lookupFilter, textFilter } from '../../kit/list-filters';

/** The /orderbalans search (spec 001 §2): contract, EAN, school year and the distributor lookup's id. */
export const orderStockFilters = defineListFilters(
  [
    textFilter('contractId', 'Contract-id'),
    textFilter('ean', 'EAN'),
    textFilter('schoolYearName', 'Schooljaar'),
  ],
  { schema: OrderStockFilterSchema, ids: [lookupFilter('distributorId', 'Distributeur', 'Distributeur')] },
);
