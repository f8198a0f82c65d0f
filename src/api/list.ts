/** Items per list request (spec 000 §9: start to start+99). */
export const PAGE_SIZE = 100;

/** An inclusive item range, as in the `Range: items=start-end` header. */
export type ItemRange = { start: number; end: number };

/**
 * One page of a list call: its items and the collection's total; `notFound`: of a
 * many-identifiers filter, the identifiers the list does not hold (its `Not-Found-Ids` header).
 */
export type ListPage<T> = { items: T[]; total: number; notFound?: string[] };

/** The range of the page starting at `start`. */
export function pageRange(start: number, size = PAGE_SIZE): ItemRange {
  return { start, end: start + size - 1 };
}

export function rangeHeader(range: ItemRange): string {
  return `items=${range.start}-${range.end}`;
}

/**
 * The total of `Content-Range: items a-b/total`; spec 000 §7: when absent (or unreadable, or
 * `*`) the body length is used.
 */
export function totalFromContentRange(header: string | null, bodyLength: number): number {
  const match = header?.match(/\/(\d+)\s*$/);
  return match?.[1] ? Number(match[1]) : bodyLength;
}

/** A list the infinite table can page through: a cache key and a page fetcher. */
export type ListSource<T> = {
  queryKey: readonly unknown[];
  fetchPage: (range: ItemRange, signal: AbortSignal) => Promise<ListPage<T>>;
  /** Rows of the first and of every next request; PAGE_SIZE (100) each when absent. */
  pageSizes?: { first: number; next: number };
  /** How often to fetch the loaded rows again (ms), judged on them; false or absent: never. */
  refetchInterval?: (rows: readonly T[]) => number | false;
};
