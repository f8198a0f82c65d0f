import { YES_NO_OPTIONS } from '../../../domain/labels/label';
import {
  PRODUCT_SORT_FIELDS,
  type ProductListFilter,
  ProductListFilterSchema,
} from '../../../domain/schemas/product';
import { checkboxFilter, defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

/** The /producten filters (spec 001 §7), declared once for the URL, the filter bar and the API call. */
export const productFilters = defineListFilters(
  [
    textFilter('q', 'Titel of EAN bevat'),
    textFilter('ean', 'EAN (exact)'),
    textFilter('subject', 'Vak'),
    selectFilter('isSubject', 'Vakproduct (schoolcontract)', YES_NO_OPTIONS),
    checkboxFilter('onlyActive', 'Alleen actieve producten'),
  ],
  { schema: ProductListFilterSchema, sortFields: PRODUCT_SORT_FIELDS },
);

/** The URL's search params: the filters as the filter bar keeps them, the publisher id and the sort. */
export type ProductSearch = ReturnType<typeof productFilters.validateSearch> & {
  organisation?: number | undefined;
};

/** Validates the URL's search params field by field; the publisher (organisation) is kept as an id. */
export function validateProductSearch(raw: Record<string, unknown>): ProductSearch {
  const organisation = Number(raw.organisation);
  return {
    ...(productFilters.validateSearch(raw) as ProductSearch),
    organisation: Number.isSafeInteger(organisation) && organisation > 0 ? organisation : undefined,
  };
}

/** Only the filters that have a value. */
export function pickProductFilter(search: ProductSearch): ProductListFilter {
  const { isSubject, ...picked } = productFilters.pick(search);
  return {
    ...(picked as Omit<ProductListFilter, 'isSubject'>),
    ...(isSubject === undefined ? {} : { isSubject: isSubject === 'true' }),
    ...(search.organisation ? { organisation: search.organisation } : {}),
  };
}
