import { describe, expect, it } from 'vitest';
import { checkCsv, detectLineBreak, isCsvFileName, parseDelimited } from './csv-import';

const options = { delimiter: ';', hasHeader: true, emptyMessage: 'De producten lijst is leeg' };

describe('CSV import checks (spec 001 §5)', () => {
  it('detects CRLF, CR and LF line breaks', () => {
    expect(detectLineBreak('a;b\r\nc;d')).toBe('\r\n');
    expect(detectLineBreak('a;b\rc;d')).toBe('\r');
    expect(detectLineBreak('a;b\nc;d')).toBe('\n');
    expect(detectLineBreak('a;b')).toBeNull();
  });

  it('refuses an empty file, a file without line break, without rows or without delimiter', () => {
    expect(checkCsv('  \n', options)).toEqual({ ok: false, error: 'De producten lijst is leeg' });
    expect(checkCsv('ean;title', options)).toEqual({ ok: false, error: 'Onbekende linebreak.' });
    expect(checkCsv('ean;title\n', options)).toEqual({ ok: false, error: 'CSV bevat geen rijen.' });
    expect(checkCsv('ean;title\n9780000000019\n', options)).toEqual({
      ok: false,
      error: 'Bij één of meerdere rijen ontbreekt de delimiter.',
    });
    expect(checkCsv('ean,title\n1,2\n', options)).toEqual({
      ok: false,
      error: 'Bij één of meerdere rijen ontbreekt de delimiter.',
    });
  });

  it('parses quoted cells holding delimiters, quotes and line breaks, and a BOM', () => {
    expect(parseDelimited('\uFEFFa;"b;c";"d ""e"""\r\n"f\ng";h\r\n\r\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
    const result = checkCsv('ean;title\r\n1;"Een; twee"\r\n', options);
    expect(result).toMatchObject({
      ok: true,
      lineBreak: '\r\n',
      header: ['ean', 'title'],
      rows: [['1', 'Een; twee']],
    });
  });

  it('names the line of an opening quote that is never closed instead of reading the rest as one cell', () => {
    const unclosed = (line: number) => ({
      ok: false,
      error: `Op regel ${line} wordt een aanhalingsteken (") geopend maar niet gesloten.`,
    });
    expect(checkCsv('ean;title\r\n1;"Een\r\n2;twee\r\n3;drie\r\n', options)).toEqual(unclosed(2));
    // Every line break counts as a person's editor counts it, a quoted line break and a blank line too.
    expect(checkCsv('\uFEFFean;title\n1;"a\nb"\n\n2;"twee\n3;drie\n', options)).toEqual(unclosed(5));
    expect(checkCsv('ean;title\r1;een\r"2;twee\r', options)).toEqual(unclosed(3));
    // Without header (Was-Wordt) and with another delimiter, and a quote right before the line break.
    expect(checkCsv('a,b\nc,"\nd,e\n', { ...options, delimiter: ',', hasHeader: false })).toEqual(
      unclosed(2),
    );
    // A quote inside a cell that is not quoted is text, as before.
    expect(checkCsv('ean;title\n1;Een "twee\n', options)).toMatchObject({
      ok: true,
      rows: [['1', 'Een "twee']],
    });
  });

  it('accepts only .csv file names', () => {
    expect(isCsvFileName('producten.CSV')).toBe(true);
    expect(isCsvFileName('producten.xlsx')).toBe(false);
  });
});
