/**
 * The kinds of list column that show one field of the row as it is: a text, a yes/no, a count, a
 * sum of money, a date. Each kind is declared once here (its cell, alignment and width), so a list says
 * only which field goes under which title; a column that draws something of its own (a badge, a
 * link, two fields in one cell) stays a `Column` literal beside them.
 *
 * The field is also what the column exports (`csv`, src/kit/list-export.tsx) and, with
 * `sort: true`, what it sorts by; `id` defaults to the field.
 *
 * Usage:
 *   const columns: ExportColumn<Row>[] = [
 *     textColumn('schoolName', 'School', { sort: true, width: '2fr' }),
 *     textColumn('grades', 'Groepen', { width: '5rem' }),          // ['1', '2'] reads '1, 2'
    yesNoColumn('validated', 'Bevestigd'),                       // 'Ja' / 'Nee'
 *     countColumn('specifiedAmount', 'Aantal', { sort: true, width: '5rem' }),
 *     centsColumn('price', 'Prijs'),                               // '12,50', mono, at the end
 *     dateColumn('endDate', 'Einddatum', 'day', { sort: true }),   // dd-MM-jjjj in DATE_WIDTH.day
 *     codeColumn('sector', 'Sector', SECTOR_LABELS),               // the Dutch label, the code as tooltip
 *     nameColumn('uitgever', 'Uitgever'),                          // a { id, name } reference by its name
 *   ];
 */
import { type DateValue, formatDateTime, formatDay, formatHistoryDateTime } from '../../domain/dates';
import { yesNo } from '../../domain/labels/label';
import { formatCents, formatCount } from '../../domain/numbers';
import { CodeLabel } from './code-label';
import { type ColumnWidth, DATE_WIDTH } from './column-layout';
import type { ExportColumn } from './list-export';

/** The fields of `T` whose values are `V`. */
type FieldOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

type ColumnOptions<T> = {
  /** The column's key; the field's name when not given. */
  id?: string;
  /** Whether the list sorts by this field (`sort=ASC-field`). */
  sort?: boolean;
  width?: ColumnWidth;
  /** What the export writes instead of the field under the column's title. */
  csv?: ExportColumn<T>['csv'];
};

type Text = string | number | null | undefined | readonly (string | number)[];

function fieldColumn<T>(field: string, header: string, options: ColumnOptions<T>) {
  return {
    id: options.id ?? field,
    header,
    ...(options.sort ? { sortField: field } : {}),
    ...(options.width ? { width: options.width } : {}),
    csv: options.csv ?? field,
  };
}

/** A field as text: nothing for an empty value, a list of values as 'a, b'. */
export function textColumn<T>(
  field: FieldOf<T, Text>,
  header: string,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return {
    ...fieldColumn(field, header, options),
    cell: (row) => {
      const value = row[field] as Text;
      return Array.isArray(value) ? value.join(', ') : (value ?? '');
    },
  };
}

/** A yes/no field as 'Ja' or 'Nee' (domain/labels), nothing when unknown. */
export function yesNoColumn<T>(
  field: FieldOf<T, boolean | null | undefined>,
  header: string,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return { ...fieldColumn(field, header, options), cell: (row) => yesNo(row[field] as boolean | null) };
}

/** A number of things, at the end of its cell so the digits line up. */
export function countColumn<T>(
  field: FieldOf<T, number>,
  header: string,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return {
    ...fieldColumn(field, header, options),
    cell: (row) => formatCount(row[field] as number),
    align: 'end',
  };
}

/** An amount in cents as euros and cents ('12,50'), in the mono font at the end of its cell. */
export function centsColumn<T>(
  field: FieldOf<T, number>,
  header: string,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  const text = (row: T) => formatCents(row[field] as number);
  return {
    width: '8rem',
    ...fieldColumn(field, header, options),
    cell: (row) => <span className="font-mono">{text(row)}</span>,
    text,
    align: 'end',
  };
}

/** How a date shows in a list (decision 162), each in the width of its digits (column-layout.ts). */
const DATE_FORMATS = {
  day: formatDay,
  moment: formatDateTime,
  history: formatHistoryDateTime,
} as const satisfies Record<keyof typeof DATE_WIDTH, (value: DateValue) => string>;

/** A day ('dd-MM-jjjj'), a moment (with 'HH:mm') or a history moment (with seconds) in Amsterdam. */
export function dateColumn<T>(
  field: FieldOf<T, DateValue>,
  header: string,
  format: keyof typeof DATE_FORMATS,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return {
    width: DATE_WIDTH[format],
    ...fieldColumn(field, header, options),
    cell: (row) => DATE_FORMATS[format](row[field] as DateValue),
  };
}

/** A code (or codes) of a catalogue in domain/labels as its Dutch label, the code as its tooltip. */
export function codeColumn<T>(
  field: FieldOf<T, string | readonly string[] | null | undefined>,
  header: string,
  labels: Readonly<Record<string, string>>,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return {
    ...fieldColumn(field, header, options),
    cell: (row) => <CodeLabel labels={labels} code={row[field] as string | readonly string[] | null} />,
  };
}

type NamedRef = { name: string } | null | undefined;

/** A reference to an organisation, a publisher (`{ id, name }`) by its name; nothing when there is none. */
export function nameColumn<T>(
  field: FieldOf<T, NamedRef>,
  header: string,
  options: ColumnOptions<T> = {},
): ExportColumn<T> {
  return {
    ...fieldColumn(field, header, { csv: `${field}.name`, ...options }),
    cell: (row) => (row[field] as NamedRef)?.name ?? '',
  };
}
