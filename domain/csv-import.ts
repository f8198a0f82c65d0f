/**
 * Shared checks and parsing of uploaded CSV text (spec 001 §5 'CSV imports'), for every import
 * (products, orders, Was-Wordt): the line break must be recognisable (CRLF, CR or LF), the file
 * must hold rows, and every row must carry the delimiter. Quoted cells (RFC 4180) may hold the
 * delimiter, quotes ("") and line breaks.
 */
import Papa from 'papaparse';
import { importMessages } from './messages';

export type LineBreak = '\r\n' | '\r' | '\n';

/** The file's line break: the first one found decides; null when there is none. */
export function detectLineBreak(text: string): LineBreak | null {
  const index = text.search(/\r\n|\r|\n/);
  if (index === -1) return null;
  if (text[index] === '\r') return text[index + 1] === '\n' ? '\r\n' : '\r';
  return '\n';
}

/**
 * Splits CSV text into rows of cells with Papa.parse (decision 480): quotes are honoured, a leading
 * BOM is dropped, the file's own line break (`detectLineBreak`) ends a row.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const newline = detectLineBreak(source) ?? undefined;
  const { data } = Papa.parse<string[]>(source, {
    delimiter,
    quoteChar: '"',
    ...(newline ? { newline } : {}),
  });
  // Blank lines (a trailing newline, empty lines between rows) are not rows.
  return data.filter((cells) => !(cells.length === 1 && cells[0]!.trim() === ''));
}

export type CsvCheckOptions = {
  delimiter: string;
  /** Whether the first row names the columns (it then does not count as a data row). */
  hasHeader: boolean;
  /** The text for an empty file; each import names its own list ('De producten lijst is leeg'). */
  emptyMessage: string;
};

export type CsvCheck =
  | { ok: true; lineBreak: LineBreak | null; header: string[] | null; rows: string[][] }
  | { ok: false; error: string };

/**
 * Checks and parses an upload. Errors carry the spec's texts: the empty-file message, 'Onbekende
 * linebreak.', 'CSV bevat geen rijen.' and 'Bij één of meerdere rijen ontbreekt de delimiter.'
 * A file of one line without a line break is fine when that line is a data row without header.
 */
export function checkCsv(text: string, options: CsvCheckOptions): CsvCheck {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, error: options.emptyMessage };
  const lineBreak = detectLineBreak(content);
  if (lineBreak === null && options.hasHeader) return { ok: false, error: importMessages.unknownLineBreak };
  const all = parseDelimited(content, options.delimiter);
  const header = options.hasHeader ? (all[0] ?? null) : null;
  const rows = options.hasHeader ? all.slice(1) : all;
  if (rows.length === 0) return { ok: false, error: importMessages.noRows };
  const lines = options.hasHeader ? all : rows;
  if (lines.some((cells) => cells.length < 2)) return { ok: false, error: importMessages.missingDelimiter };
  return { ok: true, lineBreak, header, rows };
}

/** 'CSV bevat fouten. {reason}' as the import screens show a failed check. */
export function csvErrorText(error: string): string {
  return importMessages.csvErrors(error);
}

/** Whether a chosen file may be imported as CSV: the extension decides (browsers report MIME types unreliably). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
