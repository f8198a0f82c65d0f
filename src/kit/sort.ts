export type SortDirection = 'ASC' | 'DESC';
export type SortState = { direction: SortDirection; field: string };

/** Reads the API's `DIRECTION-field` sort (spec 000 §7); null when malformed. */
export function parseSort(value: string | undefined): SortState | null {
  const match = value?.match(/^(ASC|DESC)-(\w+)$/);
  if (!match?.[1] || !match[2]) return null;
  return { direction: match[1] as SortDirection, field: match[2] };
}

export function formatSort(sort: SortState): string {
  return `${sort.direction}-${sort.field}`;
}

/** The sort after activating a column header: a new column starts ascending, the same one flips. */
export function toggleSort(current: string | undefined, field: string): string {
  const parsed = parseSort(current);
  if (parsed?.field !== field) return formatSort({ direction: 'ASC', field });
  return formatSort({ direction: parsed.direction === 'ASC' ? 'DESC' : 'ASC', field });
}
