import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CheckColumn, Column, ColumnCheck } from '../../commands/column';
import { type Lookup, lookupsPlanned, type Resolution, resolveIdentifiers } from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import { resourceKeys } from '../api/query-keys';

/** Typed text waits this long for the next key before it is looked up; a paste does not wait. */
export const RESOLVE_DEBOUNCE_MS = 120;

/** The palette's resolutions of typed text: their own keys, never refreshed by a write (15 s fresh). */
const resolutionKeys = resourceKeys('palette-resolve');
const freshness = { retry: false, staleTime: 15_000, gcTime: 60_000 } as const;

export type ResolutionState = {
  resolution: Resolution | undefined;
  /** Identifiers were recognised and their lookups have not answered yet. */
  isPending: boolean;
  mode: Resolution['mode'];
  /** The pasted column the text is (commands/column.ts), known before its check answers. */
  column: Column | null;
  /** What the column's list answered: which it does not hold; undefined while it runs. */
  columnCheck: ColumnCheck | undefined;
};

/**
 * Resolves the identifiers in the palette's input. The query key is the settled text, so the
 * next keystroke leaves the running lookups without an observer and TanStack Query aborts them
 * through the signal the resolver passes to every call. A pasted column is checked as the list
 * it opens (`checkColumn`, decision 535), not per identifier.
 */
export function useResolution(
  text: string,
  isPaste: boolean,
  admin: AdminPrincipal,
  lookup: Lookup,
  checkColumn: CheckColumn,
): ResolutionState {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    if (isPaste) return;
    const timer = setTimeout(() => setDebounced(text), RESOLVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, isPaste]);
  const settled = isPaste ? text : debounced;

  const planned = useMemo(() => lookupsPlanned(text, admin), [text, admin]);
  const settledPlanned = useMemo(() => lookupsPlanned(settled, admin), [settled, admin]);
  const hasWork = (plan: typeof planned) => plan.items.length > 0;
  const enabled = settled === text && hasWork(settledPlanned);
  const query = useQuery({
    queryKey: resolutionKeys.list({ admin: admin.id, text: settled.trim() }),
    queryFn: ({ signal }) => resolveIdentifiers(settled, admin, lookup, signal),
    enabled,
    ...freshness,
  });
  const { column } = planned;
  // Checked on the settled text, like the lookups: a column typed by hand ("1001 1002 1003") is
  // one list call once the typing stops, not one per keystroke (a paste settles at once).
  const settledColumn = settledPlanned.column;
  const checked = useQuery({
    queryKey: resolutionKeys.list({
      admin: admin.id,
      column: settledColumn?.kind,
      values: settledColumn?.values,
    }),
    queryFn: async (): Promise<ColumnCheck> => {
      const wanted = settledColumn!;
      const notFound = await checkColumn(wanted).catch(() => null);
      return { column: wanted, notFound };
    },
    enabled: settled === text && settledColumn !== null && !settledColumn.tooMany,
    ...freshness,
  });
  return {
    resolution: enabled ? query.data : undefined,
    isPending: hasWork(planned) && (!enabled || (query.data === undefined && !query.isError)),
    mode: planned.mode,
    column,
    columnCheck: settled === text && column && !column.tooMany ? checked.data : undefined,
  };
}
