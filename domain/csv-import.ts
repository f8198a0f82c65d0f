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

type Parsed = {
  rows: string[][];
  /** Where the first quote opened and never closed starts (0-based index in the text), if any. */
  unclosedQuoteAt: number | null;
};

/**
 * Splits CSV text into rows of cells with Papa.parse (decision 480): quotes are honoured, the file's
 * own line break (`detectLineBreak`) ends a row. `source` has no BOM.
 */
function parse(source: string, delimiter: string): Parsed {
  const newline = detectLineBreak(source) ?? undefined;
  const { data, errors } = Papa.parse<string[]>(source, {
    delimiter,
    quoteChar: '"',
    ...(newline ? { newline } : {}),
  });
  // Papa reads an unclosed quote's cell to the end of the file and reports the index just after it.
  const unclosed = errors.find((error) => error.code === 'MissingQuotes');
  return {
    // Blank lines (a trailing newline, empty lines between rows) are not rows.
    rows: data.filter((cells) => !(cells.length === 1 && cells[0]!.trim() === '')),
    unclosedQuoteAt: unclosed?.index === undefined ? null : unclosed.index - 1,
  };
}

/** `parse` of text that may start with a BOM, the rows only. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  return parse(text.replace(/^\uFEFF/, ''), delimiter).rows;
}

/** The 1-based line of `index` as an editor counts lines: every CRLF, CR or LF ends one. */
function lineOf(text: string, index: number): number {
  return (text.slice(0, index).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
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
 * A quote opened and never closed would make the rest of the file one cell (and so a confusing
 * 'no delimiter' or a wrong value): it is refused with the line it opens on.
 * A file of one line without a line break is fine when that line is a data row without header.
 */
export function checkCsv(text: string, options: CsvCheckOptions): CsvCheck {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, error: options.emptyMessage };
  const lineBreak = detectLineBreak(content);
  if (lineBreak === null && options.hasHeader) return { ok: false, error: importMessages.unknownLineBreak };
  const { rows: all, unclosedQuoteAt } = parse(content, options.delimiter);
  if (unclosedQuoteAt !== null)
    return { ok: false, error: importMessages.unclosedQuote(lineOf(content, unclosedQuoteAt)) };
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
