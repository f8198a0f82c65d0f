/**
 * Offsets where a deep page sought through a counter (decision 129) can go wrong, given the bucket
 * of every row of the list in ascending order: around the first row of a few buckets, the middle,
 * the last page, the last row, the end and past it.
 */
export function edgeOffsets(buckets: readonly string[], limit: number): number[] {
  const total = buckets.length;
  const bucketStarts = buckets.map((b, i) => (i > 0 && b !== buckets[i - 1] ? i : -1)).filter((i) => i > 0);
  if (bucketStarts.length < 3)
    throw new Error(`only ${bucketStarts.length + 1} buckets: too few to test their edges`);
  return [
    0,
    1,
    ...bucketStarts.slice(0, 3).flatMap((start) => [start - 1, start]),
    Math.floor(total / 2),
    Math.max(total - limit, 0),
    total - 1,
    total,
    total + 7,
  ];
}

/** The Dutch calendar day of an instant, as the day counters bucket it. */
export const dutchDayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(instant);
