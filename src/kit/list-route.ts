import { useMemo } from 'react';
import { type QueryParams, queryParamsOf } from '../api/http-client';
import type { FilterDef } from './list-filters';
import type { SearchBarFilters } from './list-search-bar';
import { listSort } from './list-sort';

type Search = { sort?: string | undefined };

/** What a list screen needs of its route: the parsed search and the router's navigate. */
type RouteOfList<S extends Search> = {
  useSearch: () => S;
  useNavigate: () => (options: { search: (current: NoInfer<S>) => NoInfer<S> }) => unknown;
};

/** The parts of a list's declaration (src/areas/<area>/<list>-list.ts, decision 500) the screen reads. */
type FiltersOfList<D extends FilterDef, I extends string, Q> = SearchBarFilters<D, I> & {
  query: (search: Record<string, unknown>, hidden?: readonly string[]) => Q;
};

/** A list's state in the URL: the search, its filter as the API reads it, the sort, the way to change both. */
export type ListRoute<
  S extends Search,
  Q = object,
  D extends FilterDef = FilterDef,
  I extends string = string,
> = {
  search: S;
  /** Writes the next search; the URL is the list's only state (decision 200). */
  setSearch: (update: (current: S) => S) => void;
  filters: FiltersOfList<D, I, Q>;
  /** Filters and lookups not shown and not sent: a right the administrator lacks. */
  hidden: readonly string[];
  /** The filter for the list call, hidden ones left out. */
  filter: Q;
  /** The same filter as query parameters (the export job's). */
  params: QueryParams;
  sort: string;
  onSortChange: (sort: string) => void;
  /** Whether a filter is set: the empty table then says 'Geen resultaten'. */
  hasFilters: boolean;
};

/**
 * A list screen's state from its route and its filter declaration, read once per render:
 *
 *   const list = useListRoute(getRouteApi('/tlinks'), tlinkFilters, DEFAULT_TLINK_SORT, hidden);
 *   const source = useTlinkListSource(list.filter, list.sort);
 *
 * `hidden`: filters this administrator may not use; `unsortable`: sort fields they may not use.
 */
export function useListRoute<S extends Search, Q extends object, D extends FilterDef, I extends string>(
  route: RouteOfList<S>,
  filters: FiltersOfList<D, I, Q>,
  defaultSort: string,
  hidden: readonly string[] = [],
  unsortable: readonly string[] = [],
): ListRoute<S, Q, D, I> {
  const search = route.useSearch();
  // A sort the server would refuse this administrator (a name they may not see) reads as the default.
  const sortField = search.sort?.replace(/^(ASC|DESC)-/, '');
  const sortable =
    sortField !== undefined && unsortable.includes(sortField) ? { ...search, sort: undefined } : search;
  const navigate = route.useNavigate();
  const setSearch = (update: (current: S) => S) => void navigate({ search: update });
  // Parsed once per search, not per render: a pasted column of 500 codes took ~20 ms to parse
  // again on every render of the list (profile, decision 535).
  const hiddenKey = hidden.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: hidden is read through its key; a caller's new array of the same filters is the same
  const filter = useMemo(() => filters.query(search, hidden), [filters, search, hiddenKey]);
  const params = useMemo(() => queryParamsOf(filter as Record<string, never>), [filter]);
  return {
    search,
    setSearch,
    filters,
    hidden,
    filter,
    params,
    ...listSort(sortable, setSearch, defaultSort),
    hasFilters: Object.keys(filter).length > 0,
  };
}
