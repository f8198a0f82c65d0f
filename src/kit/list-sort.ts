/**
 * A list's sort kept in the URL (`sort=DESC-field`, decision 200): the list's default is left out,
 * so the plain address shows the default order, and a new sort keeps every filter.
 *
 *   const { sort, onSortChange } = listSort(search, (update) => void navigate({ search: update }), DEFAULT);
 *   <InfiniteTable sort={sort} onSortChange={onSortChange} ... />
 */
export function listSort<S extends { sort?: string | undefined }>(
  search: S,
  navigate: (update: (current: S) => S) => void,
  defaultSort: string,
) {
  return {
    sort: search.sort ?? defaultSort,
    onSortChange: (next: string) =>
      navigate((current) => ({ ...current, sort: next === defaultSort ? undefined : next })),
  };
}
