import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine, csvLines } from './csv-text';

const cell = (value: unknown) => csvLine([value]).slice(0, -2);

describe('the one CSV writer (decision 480)', () => {
  it('neutralises a formula start with a leading quote and does not quote the cell for it', () => {
    expect(cell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(cell('+31612345678')).toBe("'+31612345678");
    expect(cell('-1')).toBe("'-1");
    expect(cell('@cmd')).toBe("'@cmd");
    expect(cell('\tx')).toBe("'\tx");
    expect(cell('gewoon')).toBe('gewoon');
  });

  it('quotes a cell holding ; " CR LF or a BOM, or starting or ending with a space', () => {
    expect(cell('a;b')).toBe('"a;b"');
    expect(cell('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(cell('regel\r\nregel')).toBe('"regel\r\nregel"');
    expect(cell('=a;b')).toBe(`"'=a;b"`);
    expect(cell(' =niet aan het begin')).toBe('" =niet aan het begin"');
    expect(cell('achter ')).toBe('"achter "');
    expect(cell(`a${CSV_BOM}b`)).toBe(`"a${CSV_BOM}b"`);
  });

  it('writes empty cells for null, Amsterdam time for dates, commas for arrays, JSON for objects, Ja/Nee for booleans', () => {
    expect(
      csvLine([null, undefined, new Date('2024-01-02T03:04:05.000Z'), ['a', 'b'], { a: 1 }, true, false, 7]),
    ).toBe(';;02-01-2024 04:04:05;a,b;"{""a"":1}";Ja;Nee;7\r\n');
  });

  it('ends every line with CRLF and writes nothing for no rows', () => {
    expect(
      csvLines([
        ['Code', 'Aantal'],
        ['AB12CD34', 3],
      ]),
    ).toBe('Code;Aantal\r\nAB12CD34;3\r\n');
    expect(csvLine([])).toBe('\r\n');
    expect(csvLines([])).toBe('');
  });
});
