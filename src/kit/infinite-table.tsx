import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { listMessages } from '../../domain/messages';
import { formatCount } from '../../domain/numbers';
import type { CsvColumn } from '../api/exports';
import type { ListSource } from '../api/list';
import { BulkBar, type BulkTable } from './bulk-bar';
import { type ColumnAlign, type ColumnWidth, gridTracks } from './column-layout';
import { useListFailure } from './inline-error';
import { useListRows } from './list-query';
import { isNearEnd } from './scroll-end';
import { selectColumn } from './select-column';
import { TableHeader } from './table-header';
import { TableCells, TableMessage, tableMessageOf } from './table-parts';

/** Row and header height in px (spec 000 §9). */
export const ROW_HEIGHT = 48;
/** Default table height in px, header included (spec 000 §9). */
export const DEFAULT_TABLE_HEIGHT = 700;

export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API field behind `sort=ASC-field`; columns without one do not sort. */
  sortField?: string;
  /** Fixed (`'7rem'`) or a share of the rest (`'2fr'`, the default `'1fr'`); see column-layout.ts. */
  width?: ColumnWidth;
  /** `'end'` for numbers: right-aligned with even digits. */
  align?: ColumnAlign;
  /** The whole text for the tooltip when `cell` renders an element (text cells give their own). */
  text?: (row: T) => string;
  /**
   * What the column puts in the list's CSV export (src/kit/list-export.tsx): the JSON field (dot
   * path) under the column's header, header/field pairs when it exports as more than one CSV column
   * (a name split into its parts), or false for none (row actions).
   */
  csv?: string | readonly CsvColumn[] | false;
  /** What the title row shows instead of `header` (the select-all checkbox); `header` stays its name. */
  headerCell?: ReactNode;
};

/**
 * A list's row commands (src/kit/entity-commands.tsx, useRowCommands): the 'Acties' column, last,
 * and the focused row's keys; `onKey` answers whether a command took the key.
 */
export type RowCommands<T> = { column: Column<T>; onKey: (key: string, row: T) => boolean };

export type InfiniteTableProps<T> = {
  /** Accessible name of the grid, usually the page title. */
  label: string;
  source: ListSource<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The current `DIRECTION-field` sort, as kept in the URL. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  onRowClick?: (row: T) => void;
  rowCommands?: RowCommands<T>;
  /** Whether filters are active: the empty state then reads 'Geen resultaten'. */
  hasFilters: boolean;
  height?: number;
  /** How the next rows come: by scrolling (the default), or by a 'Meer' button (the audit log). */
  loadMore?: 'scroll' | 'button';
  /** Row selection and the bulk commands on it (src/kit/bulk-bar.tsx): a checkbox column first. */
  bulk?: BulkTable<T>;
};

/** What counts as a row action: the links, buttons and checkboxes inside a row (no text fields). */
const ROW_CONTROLS = 'a[href], button:not([disabled]), input[type="checkbox"], input[type="radio"]';

const hasModifier = (event: KeyboardEvent) => event.ctrlKey || event.metaKey || event.altKey;

function formatTotal(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'resultaat' : 'resultaten'}`;
}

/** The one list table of the console: virtualised, paged by 100, sortable, keyboard-driven. */
export function InfiniteTable<T>(props: InfiniteTableProps<T>) {
  const { label, source, rowKey, sort, onSortChange, onRowClick, rowCommands, hasFilters, bulk } = props;
  const height = props.height ?? DEFAULT_TABLE_HEIGHT;
  /** Rows visible below the sticky header. */
  const bodyHeight = height - ROW_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedIndex, setFocusedIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  const { query, rows, total } = useListRows(source);
  const selection = bulk?.selection;
  // Made when the rows or the selection change, not on every scroll frame (the header box reads all rows).
  const bulkRowLabel = bulk?.rowLabel;
  const bulkColumn = useMemo(
    () => (selection && bulkRowLabel ? selectColumn(selection, bulkRowLabel, rows, rowKey) : null),
    [selection, bulkRowLabel, rows, rowKey],
  );
  const columns = [
    ...(bulkColumn ? [bulkColumn] : []),
    ...props.columns,
    ...(rowCommands ? [rowCommands.column] : []),
  ];

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // The sticky header sits above the first row inside the scroll element.
    scrollMargin: ROW_HEIGHT,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const errorMessage = useListFailure(query.error);

  // A new filter or sort is a new list: start again at the top.
  const sourceKey = JSON.stringify(source.queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list identity changes.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setFocusedIndex(0);
  }, [sourceKey]);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${pendingFocus.current}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  const loadMoreIfNearEnd = () => {
    const body = scrollRef.current;
    if (!body || props.loadMore === 'button' || !query.hasNextPage || query.isFetchingNextPage) return;
    if (isNearEnd(body.scrollTop, bodyHeight, virtualizer.getTotalSize())) void query.fetchNextPage();
  };

  const moveFocus = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocusedIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  // Links and buttons inside rows (row actions) leave the Tab order: Tab passes the list in one
  // stop, ArrowRight / ArrowLeft reach a row's actions (docs/decisions/140-keyboard-map.md).
  useEffect(() => {
    for (const control of scrollRef.current?.querySelectorAll<HTMLElement>(`tbody ${ROW_CONTROLS}`) ?? []) {
      control.tabIndex = -1;
    }
  });

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    const isOnRow = event.target === event.currentTarget;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ROW_CONTROLS));
      if (controls.length === 0) return;
      const at = isOnRow ? -1 : controls.indexOf(event.target as HTMLElement);
      const next = at + (event.key === 'ArrowRight' ? 1 : -1);
      event.preventDefault();
      if (next < 0) event.currentTarget.focus();
      else controls[Math.min(next, controls.length - 1)]?.focus();
      return;
    }
    if (selection && isOnRow && event.key === ' ' && !hasModifier(event)) {
      // Space toggles the focused row, as in a file manager's list.
      event.preventDefault();
      selection.toggle(row, index);
      return;
    }
    if (selection && event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      // Shift+arrows extend the selection from the last toggled row to the row moved to.
      event.preventDefault();
      const target = Math.max(0, Math.min(rows.length - 1, index + (event.key === 'ArrowDown' ? 1 : -1)));
      if (!selection.isSelected(row)) selection.toggle(row, index);
      selection.extendTo(target, rows);
      moveFocus(target);
      return;
    }
    const page = Math.max(1, Math.floor(bodyHeight / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveFocus(target);
    } else if (event.key === 'Enter' && isOnRow && onRowClick) {
      event.preventDefault();
      onRowClick(row);
    } else if (isOnRow && !hasModifier(event) && rowCommands?.onKey(event.key, row)) {
      // The row's own command (`e` edits this row): not also the global shortcut for the page.
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const gridTemplateColumns = gridTracks(columns);
  const emptyText = tableMessageOf({
    isPending: query.isPending,
    errorMessage,
    rowCount: rows.length,
    hasFilters,
  });

  return (
    <div className="flex flex-col gap-2">
      {bulk && bulk.selection.count > 0 ? (
        <BulkBar bulk={bulk} total={total} />
      ) : (
        <p className="text-sm text-slate-600" aria-live="polite">
          {query.isPending ? '\u00a0' : formatTotal(total)}
        </p>
      )}
      <div
        ref={scrollRef}
        onScroll={loadMoreIfNearEnd}
        className="overflow-auto rounded-lg border border-slate-300 bg-white shadow-sm"
        style={{ height }}
      >
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern; rows take focus and move with the arrow keys.
          role="grid"
          aria-label={label}
          aria-rowcount={total + 1}
          aria-colcount={columns.length}
          aria-busy={query.isFetching}
          aria-multiselectable={bulk ? true : undefined}
          className="grid w-full"
        >
          <TableHeader
            columns={columns}
            gridTemplateColumns={gridTemplateColumns}
            height={ROW_HEIGHT}
            sort={sort}
            onSortChange={onSortChange}
          />
          {emptyText !== null ? (
            <TableMessage text={emptyText} columnCount={columns.length} height={ROW_HEIGHT} />
          ) : (
            <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index] as T;
                return (
                  <tr
                    key={rowKey(row)}
                    aria-rowindex={item.index + 2}
                    data-row-index={item.index}
                    // Roving tabindex: one row is in the Tab order, the arrow keys move between rows.
                    tabIndex={item.index === focusedIndex ? 0 : -1}
                    aria-selected={selection ? selection.isSelected(row) : undefined}
                    onFocus={() => setFocusedIndex(item.index)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={(event) => onRowKeyDown(event, item.index, row)}
                    className="focus-ring-inset absolute top-0 left-0 grid w-full cursor-pointer items-center border-b border-slate-200 text-sm hover:bg-sky-50 aria-selected:bg-sky-100"
                    style={{
                      gridTemplateColumns,
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start - ROW_HEIGHT}px)`,
                    }}
                  >
                    <TableCells row={row} columns={columns} />
                  </tr>
                );
              })}
            </tbody>
          )}
        </table>
      </div>
      {props.loadMore === 'button' && query.hasNextPage ? (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="focus-ring self-start rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {listMessages.more}
        </button>
      ) : null}
    </div>
  );
}
