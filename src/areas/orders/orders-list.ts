import { ORDER_SOURCES, PRIUS_STATUSES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { ORDER_SOURCE_LABELS, PRIUS_LABELS } from '../../../domain/labels/orders';
import { ORDER_DETAIL_SORT_FIELDS, OrderDetailFilterSchema } from '../../../domain/schemas/order-filters';
import { defineListFilters, selectFilter, textFilter } from '../../kit/list-filters';

/** The /orders search (spec 001 §2): order lines by text, EAN, source, Prius state and school year. */
export const orderFilters = defineListFilters(
  [
    textFilter('q', 'Order, referentie of contract'),
    textFilter('ean', 'EAN'),
    selectFilter('creationMethod', 'Bron', optionsOf(ORDER_SOURCES, ORDER_SOURCE_LABELS)),
    selectFilter('priusStatus', 'Prius', optionsOf(PRIUS_STATUSES, PRIUS_LABELS)),
    textFilter('schoolYearName', 'Schooljaar'),
  ],
  { schema: OrderDetailFilterSchema, sortFields: ORDER_DETAIL_SORT_FIELDS },
);
