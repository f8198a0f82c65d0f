import { describe, expect, it } from 'vitest';
import { BOM, csvCell, csvText, filenameFromDisposition } from './download';

describe('downloads', () => {
  it('reads the filename of a Content-Disposition header', () => {
    expect(filenameFromDisposition('attachment; filename="accounts-2024-05-02-3.csv"')).toBe(
      'accounts-2024-05-02-3.csv',
    );
    expect(filenameFromDisposition("attachment; filename*=UTF-8''licenties%20mei.csv")).toBe(
      'licenties mei.csv',
    );
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('writes CSV as Excel opens it: BOM, semicolons, CRLF, quoting and neutralised formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('zeg "hoi"')).toBe('"zeg ""hoi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+31612345678')).toBe("'+31612345678");
    expect(csvCell(null)).toBe('');
    expect(
      csvText([
        ['Code', 'Aantal'],
        ['AB12CD34', 3],
      ]),
    ).toBe(`${BOM}Code;Aantal\r\nAB12CD34;3\r\n`);
  });

  it('writes a boolean as Ja or Nee and a code as the code (decision 220)', () => {
    expect(csvCell(true)).toBe('Ja');
    expect(csvCell(false)).toBe('Nee');
    expect(csvText([['AB12CD34', 'REVOKED', false]])).toBe(`${BOM}AB12CD34;REVOKED;Nee\r\n`);
  });
});
