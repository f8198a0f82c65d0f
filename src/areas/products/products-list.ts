import { YES_NO_OPTIONS } from '../../../domain/labels/label';
import { PRODUCT_SORT_FIELDS, ProductListFilterSchema } from '../../../domain/schemas/product';
import { checkboxFilter, defineListFilters, selectFilter, textFilter } from '../../kit/list-filters';

/** The /producten search (spec 001 §7): the bar's filters, the publisher (organisation) id, the sort. */
export const productFilters = defineListFilters(
  [
    textFilter('q', 'Titel of EAN bevat'),
    textFilter('ean', 'EAN (exact)'),
    textFilter('subject', 'Vak'),
    selectFilter('isSubject', 'Vakproduct (schoolcontract)', YES_NO_OPTIONS),
    checkboxFilter('onlyActive', 'Alleen actieve producten'),
  ],
  {
    schema: ProductListFilterSchema,
    sortFields: PRODUCT_SORT_FIELDS,
    ids: ['organisation'],
    idLists: ['eans'],
  },
);
