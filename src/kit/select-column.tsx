import { useEffect, useRef } from 'react';
import type { Column } from './infinite-table';
import type { RowSelection } from './row-selection';

/**
 * The checkbox column of a list with bulk commands (issue 24): a box per row (Shift+click selects
 * the range from the last toggled row) and one in the title row for every loaded row. The boxes
 * stay out of the Tab order like the row's other controls: Space on the focused row toggles it.
 */

const boxClass = 'focus-ring size-4 cursor-pointer accent-sky-700';

function PageBox({ checked, mixed, onChange }: { checked: boolean; mixed: boolean; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={boxClass}
      aria-label="Alle geladen rijen selecteren"
      checked={checked}
      onChange={onChange}
    />
  );
}

export function selectColumn<T>(
  selection: RowSelection<T>,
  rowLabel: (row: T) => string,
  rows: readonly T[],
  rowKey: (row: T) => string | number,
): Column<T> {
  const selectedLoaded = rows.filter((row) => selection.isSelected(row)).length;
  const allLoaded = rows.length > 0 && selectedLoaded === rows.length;
  return {
    id: 'selectie',
    header: 'Selectie',
    width: '2.25rem',
    csv: false,
    headerCell: (
      <PageBox
        checked={allLoaded}
        mixed={selectedLoaded > 0 && !allLoaded}
        onChange={() => selection.set(rows, !allLoaded)}
      />
    ),
    text: rowLabel,
    cell: (row) => (
      <input
        type="checkbox"
        className={boxClass}
        aria-label={`Selecteer ${rowLabel(row)}`}
        checked={selection.isSelected(row)}
        // The row opens on click; the box only selects.
        onClick={(event) => {
          event.stopPropagation();
          // Looked up on the click, not for every row drawn.
          const index = Math.max(
            0,
            rows.findIndex((candidate) => rowKey(candidate) === rowKey(row)),
          );
          if (event.shiftKey) selection.extendTo(index, rows);
          else selection.toggle(row, index);
        }}
        onChange={() => {}}
      />
    ),
  };
}
