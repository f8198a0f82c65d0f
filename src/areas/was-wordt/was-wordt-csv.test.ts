import { describe, expect, it } from 'vitest';
import { rowsFromCsv } from './was-wordt-screen';

describe('Was-Wordt CSV', () => {
  it("reads two cells per line with ',' and leaves out a was,wordt header", () => {
    const result = rowsFromCsv('was,wordt\r\nabc@01AB,def@01AB\r\nx,y\r\n', ',');
    expect('rows' in result && result.rows.map(({ was, wordt }) => [was, wordt])).toEqual([
      ['abc@01AB', 'def@01AB'],
      ['x', 'y'],
    ]);
  });

  it('reports the spec texts for a file without delimiter or rows', () => {
    expect(rowsFromCsv('abc\r\ndef\r\n', ',')).toEqual({
      error: 'CSV bevat fouten. Bij één of meerdere rijen ontbreekt de delimiter.',
    });
    expect(rowsFromCsv('was,wordt\r\n', ',')).toEqual({ error: 'CSV bevat fouten. CSV bevat geen rijen.' });
  });

  it('names the line where a quote is opened and never closed', () => {
    expect(rowsFromCsv('abc@01AB,def@01AB\r\n"x,y\r\nz,w\r\n', ',')).toEqual({
      error: 'CSV bevat fouten. Op regel 2 wordt een aanhalingsteken (") geopend maar niet gesloten.',
    });
  });
});
