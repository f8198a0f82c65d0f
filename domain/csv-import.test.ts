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

  it('accepts only .csv file names', () => {
    expect(isCsvFileName('producten.CSV')).toBe(true);
    expect(isCsvFileName('producten.xlsx')).toBe(false);
  });
});
