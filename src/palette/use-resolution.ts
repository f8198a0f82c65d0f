import { type QueryObserverResult, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CheckColumn, Column, ColumnCheck } from '../../commands/column';
import {
  type CandidateResult,
  type Lookup,
  lookupsPlanned,
  type PlannedLookup,
  type Resolution,
  resolutionOf,
  resolveCandidate,
} from '../../commands/resolve';
import type { AdminPrincipal } from '../../domain/rights';
import { resourceKeys } from '../api/query-keys';

/** Typed text waits this long for the next key before it is looked up; a paste does not wait. */
export const RESOLVE_DEBOUNCE_MS = 120;

/**
 * One identifier's lookups, keyed under the lists of the resource whose writes can change their
 * answer (its API collection, which names the resource's query keys: src/api/resource.ts): a save
 * or delete that refreshes the resource's lists makes the next paste ask again.
 */
export function lookupKey({ candidate, resource }: PlannedLookup, admin: AdminPrincipal) {
  return resourceKeys(resource).list({ lookup: candidate.kind, value: candidate.value, admin: admin.id });
}
const freshness = { retry: false, staleTime: 15_000, gcTime: 60_000 } as const;

/**
 * A pasted column's check reads the first page of its list from that list's own query (its key,
 * its freshness, the writes that refresh it: column-list.ts), so the check itself is kept nowhere.
 */
const columnCheckKeys = resourceKeys('palette-column-check');
const notKept = { retry: false, staleTime: 0, gcTime: 0 } as const;

/**
 * An answer known to be out of date (a write refreshed its resource, or it is past its freshness)
 * is not shown while it is asked again: the palette says it is looking, not the old 'niet gevonden'.
 */
const current = <T>(query: QueryObserverResult<T>): T | undefined =>
  query.isStale && query.isFetching ? undefined : query.data;
const isAnswered = (result: CandidateResult | undefined): result is CandidateResult => result !== undefined;
const answersOf = (queries: QueryObserverResult<CandidateResult>[]) => ({
  results: queries.map(current),
  failed: queries.some((query) => query.isError),
});

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
 * Resolves the identifiers in the palette's input, one query per identifier of the settled text,
 * so the next keystroke leaves the running lookups without an observer and TanStack Query aborts
 * them through the signal the resolver passes to every call. A pasted column is checked as the
 * list it opens (`checkColumn`, decision 535), not per identifier.
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
  const answers = useQueries({
    queries: settledPlanned.items.map((item) => ({
      queryKey: lookupKey(item, admin),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        resolveCandidate(item.candidate, admin, lookup, signal),
      enabled,
      ...freshness,
    })),
    combine: answersOf,
  });
  const resolution = useMemo(() => {
    const { results } = answers;
    if (!enabled || !results.every(isAnswered)) return undefined;
    return resolutionOf(settledPlanned.mode, settledPlanned.items, results);
  }, [answers, enabled, settledPlanned]);
  const { column } = planned;
  // Checked on the settled text, like the lookups: a column typed by hand ("1001 1002 1003") is
  // one list call once the typing stops, not one per keystroke (a paste settles at once).
  const settledColumn = settledPlanned.column;
  const checked = useQuery({
    queryKey: columnCheckKeys.list({
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
    ...notKept,
  });
  return {
    resolution,
    isPending: hasWork(planned) && (!enabled || (resolution === undefined && !answers.failed)),
    mode: planned.mode,
    column,
    columnCheck: settled === text && column && !column.tooMany ? current(checked) : undefined,
  };
}
