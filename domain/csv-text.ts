/**
 * Writing CSV (decision 480): the one writer of the server's export files and the console's own
 * downloads (an import's result, a reservation, a was/wordt log), so both write the same bytes.
 * Papa.unparse does the quoting (RFC 4180: a cell holding `;`, `"`, CR, LF or a byte-order mark, or
 * starting or ending with a space, is quoted); the cell's text and the formula guard are ours.
 *
 * Usage:
 *   csvLines([['Code', 'Verlengen'], ['AB12CD34', true]]); // 'Code;Verlengen\r\nAB12CD34;Ja\r\n'
 */
import Papa from 'papaparse';
import { formatHistoryDateTime } from './dates';
import { yesNo } from './labels/label';

/** Excel reads UTF-8 only with a byte-order mark; ';' is its list separator in Dutch locales. */
export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
const CSV_EOL = '\r\n';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as the text of its cell: a person reads the file, so Ja/Nee (never true/false, decision
 * 220), a moment in Amsterdam (decision 162); codes stay codes. A formula start gets a leading
 * quote. Papa's own `escapeFormulae` would also quote the cell, which the export files never did.
 */
function cellText(value: unknown): string {
  const text = plainText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value);
  if (value instanceof Date) return formatHistoryDateTime(value);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows as CSV lines, `;` between cells and every line ending in CRLF (the last one too). */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map(cellText));
  return Papa.unparse(cells, { delimiter: CSV_DELIMITER, newline: CSV_EOL, quotes: false }) + CSV_EOL;
}

/** One row as a CSV line, its CRLF included. */
export function csvLine(values: readonly unknown[]): string {
  return csvLines([values]);
}
