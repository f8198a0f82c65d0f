import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
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
/** Typing back to an identifier within 15 s answers from the cache (decision 020). */
const lookupFreshness = { retry: false, staleTime: 15_000, gcTime: 60_000 } as const;

/**
 * The palette's own queries (the text's resolution, a column's check) only gather answers kept
 * elsewhere: the identifiers' lookups under their resources, a column's page under its list (decision
 * 605). They are not kept, so a second paste asks those again and never shows an old answer.
 */
const paletteKeys = resourceKeys('palette-resolve');
const notKept = { retry: false, staleTime: 0, gcTime: 0 } as const;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * One identifier's answer from the query cache, asked when it is missing, past 15 s or
 * invalidated by a write. The calls run on the text's `signal`, so the next keystroke aborts them
 * (and no aborted answer is kept); a text that joined another's aborted call asks once more.
 */
async function cachedAnswer(
  queryClient: QueryClient,
  item: PlannedLookup,
  admin: AdminPrincipal,
  lookup: Lookup,
  signal: AbortSignal,
): Promise<CandidateResult> {
  const ask = () =>
    queryClient.fetchQuery({
      queryKey: lookupKey(item, admin),
      queryFn: () => resolveCandidate(item.candidate, admin, lookup, signal),
      ...lookupFreshness,
    });
  try {
    return await ask();
  } catch (error) {
    if (signal.aborted || !isAbort(error)) throw error;
    return ask();
  }
}

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
 * through the signal the resolver passes to every call. Each identifier's answer is kept under its
 * resource (`cachedAnswer`). A pasted column is checked as the list it opens (`checkColumn`,
 * decision 535), not per identifier.
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
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paletteKeys.list({ admin: admin.id, text: settled.trim() }),
    queryFn: async ({ signal }) => {
      const answers = settledPlanned.items.map((item) =>
        cachedAnswer(queryClient, item, admin, lookup, signal),
      );
      return resolutionOf(settledPlanned.mode, settledPlanned.items, await Promise.all(answers));
    },
    enabled,
    ...notKept,
  });
  const { column } = planned;
  // Checked on the settled text, like the lookups: a column typed by hand ("1001 1002 1003") is
  // one list call once the typing stops, not one per keystroke (a paste settles at once).
  const settledColumn = settledPlanned.column;
  const checked = useQuery({
    queryKey: paletteKeys.list({
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
    resolution: enabled ? query.data : undefined,
    isPending: hasWork(planned) && (!enabled || (query.data === undefined && !query.isError)),
    mode: planned.mode,
    column,
    columnCheck: settled === text && column && !column.tooMany ? checked.data : undefined,
  };
}
