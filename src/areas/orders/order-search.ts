import { ORDER_SOURCES, PRIUS_STATUSES } from '../../../domain/enums';
import {
  ORDER_DETAIL_SORT_FIELDS,
  OrderDetailFilterSchema,
  OrderStockFilterSchema,
} from '../../../domain/schemas/order';
import { defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

/** Dutch labels of the Prius delivery states. */
export const PRIUS_LABELS: Record<(typeof PRIUS_STATUSES)[number], string> = {
  PENDING: 'Klaargezet',
  SENT: 'Verstuurd',
  FAILED: 'Mislukt',
};

export const orderFilters = defineListFilters(
  [
    textFilter('q', 'Order, referentie of contract'),
    textFilter('ean', 'EAN'),
    selectFilter(
      'creationMethod',
      'Bron',
      ORDER_SOURCES.map((value) => ({ value, label: value })),
    ),
    selectFilter(
      'priusStatus',
      'Prius',
      PRIUS_STATUSES.map((value) => ({ value, label: PRIUS_LABELS[value] })),
    ),
    textFilter('schoolYearName', 'Schooljaar'),
  ],
  { schema: OrderDetailFilterSchema, sortFields: ORDER_DETAIL_SORT_FIELDS },
);

export const orderStockFilters = defineListFilters(
  [
    textFilter('contractId', 'Contract-id'),
    textFilter('ean', 'EAN'),
    textFilter('schoolYearName', 'Schooljaar'),
  ],
  { schema: OrderStockFilterSchema },
);
