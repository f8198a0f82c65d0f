/**
 * The table of a report: rows a screen already holds (an invoice's products, a month's counts),
 * in the list table's look (src/kit/infinite-table.tsx): the same column declaration, header,
 * cells and empty/loading/error row, without paging, virtualising or row focus. Sorting, when a
 * report offers it, goes through the same header (`sort`/`onSortChange`).
 *
 * Usage:
 *   <ReportTable label="Productdetails" columns={columns} rows={lines} rowKey={(l) => l.productId}
 *     footer={{ title: 'Totaal', price: formatCents(sum) }} />
 */
import type { ReactNode } from 'react';
import { alignClass, CELL_PADDING, gridTracks } from './column-layout';
import { type Column, ROW_HEIGHT } from './infinite-table';
import { useListFailure } from './inline-error';
import { TableHeader } from './table-header';
import { TableCells, TableMessage, tableMessageOf } from './table-parts';

type ReportTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  isPending?: boolean;
  /** Why the rows could not be fetched: said in place of the rows and in the list failure toast. */
  error?: Error | null;
  hasFilters?: boolean;
  /** A totals row under the rows, by column id. */
  footer?: Partial<Record<string, ReactNode>>;
  sort?: string;
  onSortChange?: (sort: string) => void;
};

export function ReportTable<T>(props: ReportTableProps<T>) {
  const { label, columns, rows, rowKey, footer } = props;
  const gridTemplateColumns = gridTracks(columns);
  const errorMessage = useListFailure(props.error ?? null);
  const message = tableMessageOf({
    isPending: props.isPending ?? false,
    errorMessage,
    rowCount: rows.length,
    hasFilters: props.hasFilters ?? false,
  });
  const rowClass = 'grid items-center border-b border-slate-200 text-sm';
  return (
    <div className="overflow-auto rounded-lg border border-slate-300 bg-white shadow-sm">
      <table aria-label={label} className="grid w-full">
        <TableHeader
          columns={columns}
          gridTemplateColumns={gridTemplateColumns}
          height={ROW_HEIGHT}
          sort={props.sort}
          onSortChange={props.onSortChange}
        />
        {message !== null ? (
          <TableMessage text={message} columnCount={columns.length} height={ROW_HEIGHT} />
        ) : (
          <tbody className="grid">
            {rows.map((row, index) => (
              <tr
                key={rowKey(row)}
                aria-rowindex={index + 2}
                className={rowClass}
                style={{ gridTemplateColumns, minHeight: ROW_HEIGHT }}
              >
                <TableCells row={row} columns={columns} />
              </tr>
            ))}
          </tbody>
        )}
        {footer && message === null ? (
          <tfoot className="grid bg-slate-50 font-semibold">
            <tr className={rowClass} style={{ gridTemplateColumns, minHeight: ROW_HEIGHT }}>
              {columns.map((column, index) => (
                <td
                  key={column.id}
                  aria-colindex={index + 1}
                  className={`truncate ${CELL_PADDING} ${alignClass(column.align)}`}
                >
                  {footer[column.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
