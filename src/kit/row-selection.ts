import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_BULK_ROWS } from '../../commands/bulk';
import { messageOf } from '../../commands/row-action';
import { type ListSource, pageRange } from '../api/list';
import { notifyError } from './toast';

type Key = string | number;

const SELECT_ALL_FAILED = 'Alle resultaten selecteren is mislukt:';

/**
 * The rows an administrator selected in one list (issue 24, decision 390): kept by row key with the
 * row as the list gave it (a bulk command sends the row's own values back). A new filter or sort is a
 * new list, so the selection starts empty again: a selected row that the new filter hides would
 * otherwise be acted on unseen.
 */
export type RowSelection<T> = {
  rows: readonly T[];
  count: number;
  isSelected(row: T): boolean;
  /** Selects or deselects one row; `anchor` marks it as where a Shift range starts. */
  toggle(row: T, index: number): void;
  /** Puts these rows in (or takes them out of) the selection. */
  set(rows: readonly T[], on: boolean): void;
  /** Selects the rows between the anchor and this index, of the rows loaded. */
  extendTo(index: number, loaded: readonly T[]): void;
  clear(): void;
  /** Selects every row the filter matches (up to MAX_BULK_ROWS), fetched in one call. */
  selectAllMatching(): Promise<void>;
  isSelectingAll: boolean;
};

export function useRowSelection<T>(source: ListSource<T>, rowKey: (row: T) => Key): RowSelection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<Key, T>>(new Map());
  const [isSelectingAll, setSelectingAll] = useState(false);
  const anchor = useRef<number | null>(null);
  // The running 'select every match' fetch: a new filter or sort aborts it, so its rows (of the
  // old list) never land in the new list's selection.
  const selectingAll = useRef<AbortController | null>(null);
  const sourceKey = JSON.stringify(source.queryKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list identity changes.
  useEffect(() => {
    selectingAll.current?.abort();
    setSelected(new Map());
    anchor.current = null;
  }, [sourceKey]);

  const set = useCallback(
    (rows: readonly T[], on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (on) next.set(rowKey(row), row);
          else next.delete(rowKey(row));
        }
        return next;
      }),
    [rowKey],
  );

  const toggle = useCallback(
    (row: T, index: number) => {
      anchor.current = index;
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(rowKey(row))) next.delete(rowKey(row));
        else next.set(rowKey(row), row);
        return next;
      });
    },
    [rowKey],
  );

  const extendTo = useCallback(
    (index: number, loaded: readonly T[]) => {
      const from = anchor.current ?? index;
      const [low, high] = from < index ? [from, index] : [index, from];
      set(loaded.slice(low, high + 1), true);
      if (anchor.current === null) anchor.current = index;
    },
    [set],
  );

  const selectAllMatching = useCallback(async () => {
    selectingAll.current?.abort();
    const controller = new AbortController();
    selectingAll.current = controller;
    setSelectingAll(true);
    try {
      const page = await source.fetchPage(pageRange(0, MAX_BULK_ROWS), controller.signal);
      if (!controller.signal.aborted) set(page.items, true);
    } catch (error) {
      if (!controller.signal.aborted) notifyError(`${SELECT_ALL_FAILED} ${messageOf(error)}`);
    } finally {
      if (selectingAll.current === controller) {
        selectingAll.current = null;
        setSelectingAll(false);
      }
    }
  }, [source, set]);

  return useMemo(() => {
    const rows = [...selected.values()];
    return {
      rows,
      count: rows.length,
      isSelected: (row: T) => selected.has(rowKey(row)),
      toggle,
      set,
      extendTo,
      clear: () => {
        setSelected(new Map());
        anchor.current = null;
      },
      selectAllMatching,
      isSelectingAll,
    };
  }, [selected, rowKey, toggle, set, extendTo, selectAllMatching, isSelectingAll]);
}
