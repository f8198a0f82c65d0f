import { type ReactNode, useMemo } from 'react';
import { EntityFilter } from './entity-id-filter';
import { FilterBar } from './filter-bar';
import type { FilterDef, IdLookup, ListFilters } from './list-filters';

/*
 * A list's whole search above its table, drawn from its one declaration (`defineListFilters`,
 * decision 200): the filter bar's fields and, below it, a lookup for each id filter declared with
 * `lookupFilter`. Searching with the bar keeps the chosen ids and the sort; choosing in a lookup
 * keeps everything else. Screens no longer list their lookups or merge the URL by hand.
 *
 *   <ListSearchBar label="TLinks zoeken" filters={tlinkFilters} search={search}
 *     navigate={(update) => void navigate({ search: update })} hidden={hidden} />
 */

/** The lookups' row: one column up to five, as many as fit the 1440 px screen (decision 230). */
const LOOKUP_GRID = [
  '',
  'max-w-sm',
  'grid grid-cols-1 gap-3 md:grid-cols-2',
  'grid grid-cols-1 gap-3 md:grid-cols-3',
  'grid grid-cols-1 gap-3 md:grid-cols-4',
  'grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-5',
] as const;

type Search = { sort?: string | undefined };

/** The parts of a list's filter declaration the bar draws from. */
export type SearchBarFilters<D extends FilterDef, I extends string> = Pick<
  ListFilters<D, I>,
  'defs' | 'lookups' | 'pick' | 'idsOf' | 'draftOf' | 'filterOf' | 'problemsOf'
>;

type ListSearchBarProps<D extends FilterDef, I extends string, S extends Search> = {
  /** The bar's accessible name, e.g. 'TLinks zoeken'. */
  label: string;
  filters: SearchBarFilters<D, I>;
  /** The route's parsed search (`route.useSearch()`). */
  search: S;
  /** Writes the next search: `(update) => void navigate({ search: update })`. */
  navigate: (update: (current: S) => S) => void;
  /** Filters and lookups not shown and not sent (a right the administrator lacks). */
  hidden?: readonly string[];
  /** Extra controls after the bar's buttons. */
  children?: ReactNode;
};

export function ListSearchBar<D extends FilterDef, I extends string, S extends Search>({
  label,
  filters,
  search,
  navigate,
  hidden = [],
  children,
}: ListSearchBarProps<D, I, S>) {
  // Once per search, not per render: a pasted column of 500 ids is in the bar's value (cfa407c).
  const hiddenKey = hidden.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: hidden is read through its key
  const value = useMemo(() => filters.pick(search, hidden), [filters, search, hiddenKey]);
  const barKey = useMemo(() => JSON.stringify(value), [value]);
  const lookups = filters.lookups.filter((lookup) => !hidden.includes(lookup.key));
  const setId = (lookup: IdLookup<I>, id: number | undefined) =>
    navigate((current) => ({ ...current, [lookup.key]: id }));
  return (
    <>
      {filters.defs.length > 0 ? (
        <FilterBar
          key={barKey}
          label={label}
          filters={filters}
          value={value}
          hidden={hidden}
          onSearch={(next) =>
            navigate(
              (current) =>
                ({
                  ...filters.idsOf(current),
                  ...next,
                  ...(current.sort === undefined ? {} : { sort: current.sort }),
                }) as unknown as S,
            )
          }
        >
          {children}
        </FilterBar>
      ) : null}
      {lookups.length > 0 ? (
        <div className={LOOKUP_GRID[Math.min(lookups.length, LOOKUP_GRID.length - 1)]}>
          {lookups.map((lookup) => (
            <EntityFilter
              key={lookup.key}
              label={lookup.label}
              kind={lookup.kind}
              value={search[lookup.key as keyof S] as number | undefined}
              onChange={(id) => setId(lookup, id)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
