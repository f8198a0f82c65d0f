import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLines } from '../../../domain/csv-text';
import { importResultRows } from '../../../domain/schemas/product-import';

describe('the /productimport result file, written by the one CSV writer', () => {
  it('writes a row per problem and per EAN, and neutralises a formula the imported file held', () => {
    const rows = importResultRows({
      failed: [
        {
          row: 3,
          ean: '9780000000001',
          errors: [{ fieldName: 'title', error: { huidigeWaarde: '=HYPERLINK("x")', error: 'Ongeldig' } }],
        },
      ],
      added: ['9780000000002'],
      updated: [],
      unchanged: ['9780000000003'],
      applied: false,
    });
    expect(CSV_BOM + csvLines(rows)).toBe(
      `${CSV_BOM}rij;ean;resultaat;veld;huidigeWaarde;fout\r\n` +
        `3;9780000000001;fout;title;"'=HYPERLINK(""x"")";Ongeldig\r\n` +
        ';9780000000002;toegevoegd (niet uitgevoerd);;;\r\n' +
        ';9780000000003;ongewijzigd;;;\r\n',
    );
  });
});
