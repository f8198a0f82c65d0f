import type { ReactNode } from 'react';

/**
 * How wide a list column is, declared once with the column: a fixed width (`'7rem'`, for codes,
 * dates, numbers and icon buttons) or a share of what is left (`'2fr'`). A share never gets
 * narrower than its title, so a list fits a 1440 px window by shrinking its text columns, whose
 * cells are cut with the whole text in a tooltip, instead of scrolling sideways
 * (docs/decisions/230-lists-fit-the-screen.md).
 */
export type ColumnWidth = `${number}rem` | `${number}fr`;

/**
 * Widths of the date formats of domain/dates.ts (decision 162), wide enough for their digits in
 * the widest fallback font, so a day or a moment in a list is never cut: declare
 * `width: DATE_WIDTH.day` beside `cell: (row) => formatDay(row.startDate)`.
 */
export const DATE_WIDTH = {
  /** dd-MM-yyyy */
  day: '7rem',
  /** dd-MM-yyyy HH:mm */
  moment: '10rem',
  /** dd-MM-yyyy HH:mm:ss */
  history: '11.75rem',
} as const satisfies Record<string, ColumnWidth>;

/** Where a column's cells and title sit: numbers at the end, so their digits line up. */
export type ColumnAlign = 'start' | 'end';

/** What the layout reads of a column (a subset of `Column` in infinite-table.tsx). */
export type ColumnLayout = {
  header: string;
  width?: ColumnWidth | undefined;
  align?: ColumnAlign | undefined;
  sortField?: string | undefined;
};

/** Horizontal padding of a cell (`CELL_PADDING`, px-2 on both sides) and the sort arrow of a title. */
export const CELL_PADDING = 'px-2';
const CELL_PADDING_REM = 1;
const SORT_ARROW_REM = 1.25;

/**
 * The narrowest a column may be: the title's longest word (titles wrap between words and after a
 * hyphen), plus padding and sort arrow. In `em` of the row's font, which header and body rows
 * share (a `ch` would differ between the bold titles and the rows and misalign the columns);
 * 0.58 em is a bold letter, on average, of the widest font a browser here falls back to (DejaVu Sans).
 */
function minimumOf(column: ColumnLayout): string {
  const longestWord = Math.max(2, ...column.header.split(/\s+|(?<=-)/).map((word) => word.length));
  const extra = CELL_PADDING_REM + (column.sortField ? SORT_ARROW_REM : 0);
  return `calc(${(longestWord * 0.58).toFixed(2)}em + ${extra}rem)`;
}

/**
 * The CSS grid tracks of a list's rows and header, from the columns' declared widths. Neither a
 * share nor a fixed width is narrower than the column's title.
 */
export function gridTracks(columns: readonly ColumnLayout[]): string {
  return columns
    .map((column) => {
      const width = column.width ?? '1fr';
      const minimum = minimumOf(column);
      return width.endsWith('fr') ? `minmax(${minimum}, ${width})` : `max(${width}, ${minimum})`;
    })
    .join(' ');
}

/** The classes that place a cell's content; the title uses the same alignment. */
export function alignClass(align: ColumnAlign | undefined): string {
  return align === 'end' ? 'justify-end text-right tabular-nums' : '';
}

/**
 * The tooltip of a cell: its whole text, so a value cut by the column's width can still be read.
 * Cells that render an element (a link, a badge) give their text through the column's `text`.
 */
export function cellTitle(content: ReactNode, text: string | undefined): string | undefined {
  if (text !== undefined) return text || undefined;
  if (typeof content === 'string' || typeof content === 'number') return String(content) || undefined;
  return undefined;
}
