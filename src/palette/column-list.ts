import type { QueryClient } from '@tanstack/react-query';
import type { CheckColumn, Column, ColumnKind } from '../../commands/column';
import { accountListSource, DEFAULT_ACCOUNT_SORT } from '../api/accounts';
import { DEFAULT_ECK_SORT, eckListSource } from '../api/eck';
import type { HttpClient } from '../api/http-client';
import type { ListSource } from '../api/list';
import { DEFAULT_PRODUCT_SORT, productListSource } from '../api/products';
import { DEFAULT_TLINK_SORT, tlinkListSource } from '../api/tlinks';
import { accountFilters } from '../areas/accounts/accounts-list';
import { eckFilters } from '../areas/eck/eck-list';
import { productFilters } from '../areas/products/products-list';
import { tlinkFilters } from '../areas/tlinks/tlinks-list';
import { listQueryOptions } from '../kit/list-query';

/**
 * The list a pasted column opens, as that list's screen reads it: its filter declaration
 * turns the URL value into the API filter, with the list's default sort. So the cache key is the
 * screen's own (src/palette/column-list.test.ts proves it through the router).
 */
/** A list's rows are not read here: only its key, its first page and that page's header. */
type ColumnList = Omit<ListSource<unknown>, 'refetchInterval'>;

const LISTS: Record<ColumnKind, (api: HttpClient, column: string) => ColumnList> = {
  tlinkCode: (api, column) =>
    tlinkListSource(api, tlinkFilters.query({ licenseCodes: column }), DEFAULT_TLINK_SORT),
  ean: (api, column) => productListSource(api, productFilters.query({ eans: column }), DEFAULT_PRODUCT_SORT),
  accountId: (api, column) =>
    accountListSource(api, accountFilters.query({ ids: column }), DEFAULT_ACCOUNT_SORT),
  email: (api, column) =>
    accountListSource(api, accountFilters.query({ emails: column }), DEFAULT_ACCOUNT_SORT),
  reference: (api, column) =>
    eckListSource(api, eckFilters.query({ referenceIds: column }), DEFAULT_ECK_SORT),
};

/** The list source of `column`'s list, filtered to exactly its identifiers. */
export function columnListSource(api: HttpClient, column: Column): ColumnList {
  return LISTS[column.kind](api, column.values.join(','));
}

/**
 * A pasted column is checked by fetching the first page of the list it opens into the query
 * cache (decision 535): 'Open als lijst' then paints from that page, or joins its call while it
 * runs, instead of asking again, and the page's `Not-Found-Ids` says which the list does not hold.
 * No component observes this fetch, so closing the palette does not cancel it.
 */
export function columnListCheck(api: HttpClient, queryClient: QueryClient): CheckColumn {
  return async (column) => {
    const data = await queryClient.fetchInfiniteQuery(listQueryOptions(columnListSource(api, column)));
    return data.pages[0]?.notFound ?? null;
  };
}
