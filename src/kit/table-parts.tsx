/**
 * What every table of the console shares (src/kit/infinite-table.tsx for lists,
 * src/kit/report-table.tsx for reports): the empty/loading/error message and how a cell sits, so
 * a list and a report look and read the same. Column tracks come from column-layout.ts.
 */
import type { ReactNode } from 'react';
import { listMessages } from '../../domain/messages';
import { alignClass, CELL_PADDING, cellTitle } from './column-layout';
import type { Column } from './infinite-table';
import { InlineError } from './inline-error';

/** The one line in place of rows: loading, the fetch error (an alert), or why there are none; else null. */
export function tableMessageOf(state: {
  isPending: boolean;
  errorMessage: string | null;
  rowCount: number;
  hasFilters: boolean;
}): ReactNode {
  if (state.isPending) return 'Laden…';
  if (state.errorMessage && state.rowCount === 0) return <InlineError message={state.errorMessage} />;
  if (state.rowCount === 0) return state.hasFilters ? listMessages.noResults : listMessages.noData;
  return null;
}

/** The body of a table without rows: one row that says why. */
export function TableMessage({
  text,
  columnCount,
  height,
}: {
  text: ReactNode;
  columnCount: number;
  height: number;
}) {
  return (
    <tbody className="grid">
      <tr aria-rowindex={2} className="flex items-center px-3 text-slate-700" style={{ height }}>
        <td colSpan={columnCount}>{text}</td>
      </tr>
    </tbody>
  );
}

/** The cells of one row, in the columns' order: cut to the column's width, the whole text as tooltip. */
export function TableCells<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  return columns.map((column, columnIndex) => {
    const content = column.cell(row);
    return (
      <td
        key={column.id}
        aria-colindex={columnIndex + 1}
        title={cellTitle(content, column.text?.(row))}
        className={`truncate ${CELL_PADDING} ${alignClass(column.align)}`}
      >
        {content}
      </td>
    );
  });
}
