/**
 * What every table of the console shares (src/kit/infinite-table.tsx for lists,
 * src/kit/report-table.tsx for reports): the column tracks, the empty/loading/error message and
 * how a cell sits, so a list and a report look and read the same.
 */
import { listMessages } from '../../domain/messages';
import type { Column } from './infinite-table';

/** The CSS grid tracks of the columns; a column without a width shares the rest evenly. */
export function gridTemplateOf<T>(columns: readonly Column<T>[]): string {
  return columns.map((column) => column.width ?? 'minmax(8rem, 1fr)').join(' ');
}

/** The one-line text in place of rows: loading, the fetch error, or why there are none; else null. */
export function tableMessageOf(state: {
  isPending: boolean;
  errorMessage: string | null;
  rowCount: number;
  hasFilters: boolean;
}): string | null {
  if (state.isPending) return 'Laden…';
  if (state.errorMessage && state.rowCount === 0) return state.errorMessage;
  if (state.rowCount === 0) return state.hasFilters ? listMessages.noResults : listMessages.noData;
  return null;
}

/** The body of a table without rows: one row that says why. */
export function TableMessage({
  text,
  columnCount,
  height,
}: {
  text: string;
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

/** The cells of one row, in the columns' order. */
export function TableCells<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  return columns.map((column, columnIndex) => (
    <td key={column.id} aria-colindex={columnIndex + 1} className="truncate px-3">
      {column.cell(row)}
    </td>
  ));
}
