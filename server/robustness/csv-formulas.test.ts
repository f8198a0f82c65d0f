import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_DELIMITER, csvLine } from '../../domain/csv-text';
import { hostileString, runs } from './test-support/fuzz-kit';

/**
 * CSV exports under hostile cell values (decision 113): read back as a spreadsheet reads them, no
 * cell starts with a formula character (= + - @ tab CR), and every row keeps its number of cells.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const cellText = fc.oneof(
  hostileString,
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"=', ' =', '\n='), fc.string({ maxLength: 20 }))
    .map(([start, rest]) => start + rest),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const cellValue = fc.oneof(
  cellText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant(null),
  fc.array(cellText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), cellText, { maxKeys: 2 }),
);

/** One CSV line (its CRLF included) as a spreadsheet reads it back. */
const readBack = (line: string): string[][] =>
  line === '\r\n'
    ? [['']]
    : Papa.parse<string[]>(line.slice(0, -2), { delimiter: CSV_DELIMITER, newline: '\r\n' }).data;

describe('CSV export cells', () => {
  it('never start with a formula character once read back, and keep the row shape', () => {
    fc.assert(
      fc.property(fc.array(cellValue, { minLength: 1, maxLength: 6 }), (values) => {
        const rowsRead = readBack(csvLine(values));
        expect(rowsRead).toHaveLength(1);
        expect(rowsRead[0]).toHaveLength(values.length);
        for (const cell of rowsRead[0]!) expect(cell, JSON.stringify(values)).not.toMatch(FORMULA_START);
      }),
      runs(2000),
    );
  });

  it('neutralises exactly the formula starts and leaves other text as it was', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const [row] = readBack(csvLine([text]));
        const cell = row?.join(CSV_DELIMITER) ?? '';
        const expected = FORMULA_START.test(text) ? `'${text}` : text;
        // A byte-order mark in a cell is quoted, so a reader does not take it for the file's own.
        expect(cell).toBe(expected);
      }),
      runs(2000),
    );
  });
});
