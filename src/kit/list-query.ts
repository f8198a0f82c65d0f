import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ListSource, PAGE_SIZE, pageRange } from '../api/list';

/**
 * The infinite query of a list source: what InfiniteTable pages through, and what a chart beside
 * the table reads (decision 381). Both use these options, so they share one cache entry and one
 * call per page.
 */
export function listQueryOptions<T>(source: ListSource<T>) {
  const firstSize = source.pageSizes?.first ?? PAGE_SIZE;
  const nextSize = source.pageSizes?.next ?? PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: source.queryKey,
    queryFn: ({ pageParam, signal }) =>
      source.fetchPage(pageRange(pageParam, pageParam === 0 ? firstSize : nextSize), signal),
    initialPageParam: 0,
    // A full page and fewer rows than the total: there is more.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      const asked = pages.length === 1 ? firstSize : nextSize;
      return last.items.length === asked && loaded < last.total ? loaded : undefined;
    },
    refetchInterval: (current) => {
      const rowsNow = current.state.data?.pages.flatMap((page) => page.items) ?? [];
      return source.refetchInterval?.(rowsNow) ?? false;
    },
  });
}

/** The rows of a list loaded so far and its total, from the table's own query. */
export function useListRows<T>(source: ListSource<T>) {
  const query = useInfiniteQuery(listQueryOptions(source));
  // One array per fetched page set, not per render: the table re-renders on every scroll frame.
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, rows, total };
}
