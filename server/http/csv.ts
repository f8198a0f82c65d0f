import { csvLine } from '../../domain/csv-text';
import { formatDay, formatHistoryDateTime } from '../../domain/dates';
import { AppError } from './errors';

export type CsvColumn = { label: string; field: string };

/**
 * How a date field is written (decision 162): a day as 'dd-MM-yyyy', a moment as
 * 'dd-MM-yyyy HH:mm:ss', both in Amsterdam; never an ISO text in UTC.
 */
export type CsvDateKind = 'day' | 'moment';

/** The CSV text of a date value of the list JSON (an ISO day or instant); null when there is none. */
export function csvDateText(value: unknown, kind: CsvDateKind): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : String(value);
  return (kind === 'day' ? formatDay(date) : formatHistoryDateTime(date)) || null;
}

/**
 * Parses `csvHeaders=label=field|label=field` (spec 000 §7). The field is what follows the last '=',
 * so a label may contain '='. Unknown fields are a 400, never an empty column.
 */
export function parseCsvHeaders(raw: string | undefined, allowed: readonly string[]): CsvColumn[] {
  if (!raw?.trim()) throw new AppError('validation', 'Geef de kolommen van de export op in csvHeaders.');
  const known = new Set(allowed);
  return raw.split('|').map((pair) => {
    const at = pair.lastIndexOf('=');
    const label = (at < 0 ? pair : pair.slice(0, at)).trim();
    const field = (at < 0 ? pair : pair.slice(at + 1)).trim();
    if (!known.has(field)) throw new AppError('validation', `Onbekend exportveld '${field}'.`);
    return { label: label || field, field };
  });
}

/** One CSV line of a list JSON record: the requested fields, date fields as `dates` says. */
export function csvRecordLine(
  record: unknown,
  fields: readonly string[],
  dates: Readonly<Record<string, CsvDateKind>> = {},
): string {
  return csvLine(
    fields.map((field) => {
      const kind = dates[field];
      return kind ? csvDateText(valueAt(record, field), kind) : valueAt(record, field);
    }),
  );
}

/** Reads a dot path (`attributes.first_name`) from a JSON record. */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
