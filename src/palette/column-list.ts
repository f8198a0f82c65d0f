import type { QueryClient } from '@tanstack/react-query';
import type { CheckColumn, Column, ColumnListPath } from '../../commands/column';
import { accountListSource, DEFAULT_ACCOUNT_SORT } from '../api/accounts';
import { DEFAULT_ECK_SORT, eckListSource } from '../api/eck';
import type { HttpClient } from '../api/http-client';
import type { ListSource } from '../api/list';
import { DEFAULT_PRODUCT_SORT, productListSource } from '../api/products';
import { DEFAULT_TLINK_SORT, tlinkListSource } from '../api/tlinks';
import { listQueryOptions } from '../kit/list-query';
import { urlText } from '../kit/search-params';
import { LIST_FILTERS } from './list-declarations';

/**
 * The list a pasted column opens, as that list's screen reads it: the column's link (its list and
 * filter, declared once in commands/column.ts) as the URL holds it, turned into the API filter by
 * the list's declaration, with the list's default sort. So the cache key is the screen's own
 * (src/palette/column-list.test.ts proves it through the router).
 */
/** A list's rows are not read here: only its key, its first page and that page's header. */
type ColumnList = Omit<ListSource<unknown>, 'refetchInterval'>;
type Search = Record<string, unknown>;

/** Each list a column opens: its API source with its screen's default sort. */
const SOURCES: Record<ColumnListPath, (api: HttpClient, search: Search) => ColumnList> = {
  '/tlinks': (api, search) => tlinkListSource(api, LIST_FILTERS['/tlinks'].query(search), DEFAULT_TLINK_SORT),
  '/producten': (api, search) =>
    productListSource(api, LIST_FILTERS['/producten'].query(search), DEFAULT_PRODUCT_SORT),
  '/accounts': (api, search) =>
    accountListSource(api, LIST_FILTERS['/accounts'].query(search), DEFAULT_ACCOUNT_SORT),
  '/ecklicenties': (api, search) =>
    eckListSource(api, LIST_FILTERS['/ecklicenties'].query(search), DEFAULT_ECK_SORT),
};

/** The list source of `column`'s list, filtered to exactly its identifiers. */
export function columnListSource(api: HttpClient, column: Column): ColumnList {
  const { to, search } = column.link;
  const asInUrl = Object.fromEntries(
    Object.entries(search ?? {}).map(([key, value]) => [key, urlText(value)]),
  );
  return SOURCES[to](api, asInUrl);
}

/**
 * A pasted column is checked by fetching the first page of the list it opens into the query
 * cache (decision 535): 'Open als lijst' then paints from that page, or joins its call while it
 * runs, instead of asking again, and the page's `Not-Found-Ids` says which the list does not hold.
 * No component observes this fetch, so closing the palette does not cancel it. The page is the
 * list's own query, so a write that refreshes the list's resource makes the next check ask again
 * (decision 605), and a page past its freshness is asked again, not read as 'niet gevonden'.
 */
export function columnListCheck(api: HttpClient, queryClient: QueryClient): CheckColumn {
  return async (column) => {
    const data = await queryClient.fetchInfiniteQuery(listQueryOptions(columnListSource(api, column)));
    return data.pages[0]?.notFound ?? null;
  };
}
