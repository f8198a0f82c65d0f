import { ChevronDown, ChevronsUpDown, ChevronUp } from 'lucide-react';
import { alignClass, CELL_PADDING } from './column-layout';
import type { Column } from './infinite-table';
import { parseSort, toggleSort } from './sort';

type TableHeaderProps<T> = {
  columns: readonly Column<T>[];
  gridTemplateColumns: string;
  height: number;
  sort: string | undefined;
  onSortChange: ((sort: string) => void) | undefined;
};

/** The spoken title of a column without a visible one (the row actions). */
const ACTIONS_HEADER = 'Acties';

/** The sticky header row; sortable columns hold a button (click or Enter toggles ASC/DESC). */
export function TableHeader<T>({
  columns,
  gridTemplateColumns,
  height,
  sort,
  onSortChange,
}: TableHeaderProps<T>) {
  const current = parseSort(sort);
  return (
    <thead className="sticky top-0 z-10 grid bg-slate-100">
      <tr
        aria-rowindex={1}
        className="grid border-b border-slate-300 text-left text-sm font-semibold text-slate-800"
        style={{ gridTemplateColumns, height }}
      >
        {columns.map((column, index) => {
          const sorted = column.sortField && current?.field === column.sortField ? current.direction : null;
          const SortIcon = sorted === 'ASC' ? ChevronUp : sorted === 'DESC' ? ChevronDown : ChevronsUpDown;
          return (
            <th
              key={column.id}
              scope="col"
              aria-colindex={index + 1}
              aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : undefined}
              // Titles wrap between words (two lines fit the 48 px row), never inside one.
              className={`flex items-center ${CELL_PADDING} leading-tight ${alignClass(column.align)}`}
            >
              {column.headerCell !== undefined ? (
                column.headerCell
              ) : column.sortField && onSortChange ? (
                <button
                  type="button"
                  className="focus-ring -mx-1 flex items-center gap-1 rounded px-1 py-1 text-left hover:text-sky-800"
                  onClick={() => onSortChange(toggleSort(sort, column.sortField ?? column.id))}
                >
                  {column.header}
                  <SortIcon className="size-3.5 shrink-0 text-slate-600" />
                </button>
              ) : column.header === '' ? (
                // A column of row actions has no visible title; screen readers and the header
                // check (axe td-has-header) still need one.
                <span className="sr-only">{ACTIONS_HEADER}</span>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
