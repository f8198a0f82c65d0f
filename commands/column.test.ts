import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../domain/ean';
import type { AdminPrincipal } from '../domain/rights';
import { ID_LIST_MAX } from '../domain/schemas/id-list';
import { COLUMN_MIN, columnIn, columnMessages } from './column';

const SUPPORT: AdminPrincipal = {
  id: 1,
  rechten: ['tlinklicenties_inzien', 'producten_inzien'],
  uitgeverId: null,
};
const EANS = ['978900104263', '978946200583', '978900614177'].map(withCheckDigit);

describe('columnIn', () => {
  it.each([
    ['one per line', 'AB12CD34\nZX4P7KMN\n22275UYK'],
    ['comma separated', 'AB12CD34, ZX4P7KMN, 22275UYK'],
    ['semicolon separated, lower case and dashed', 'ab12cd34;zx4p-7kmn;22275uyk'],
    ['a spreadsheet column with a trailing line break', 'AB12CD34\r\nZX4P7KMN\r\n22275UYK\r\n'],
  ])('reads TLink codes %s', (_name, text) => {
    expect(columnIn(text, SUPPORT)).toEqual({
      kind: 'tlinkCode',
      values: ['AB12CD34', 'ZX4P7KMN', '22275UYK'],
      tooMany: null,
      link: { to: '/tlinks', search: { licenseCodes: ['AB12CD34', 'ZX4P7KMN', '22275UYK'] } },
    });
  });

  // About one generated code in eleven holds no digit ((23/31)^8 of the seed's alphabet): a real
  // column of 60 nearly always has some, and was read as no column at all.
  it('reads a column of TLink codes in which some codes hold no digit', () => {
    expect(columnIn('AB12CD34\nKMNPQRST\n22275UYK\nWXYZABCD', SUPPORT)).toMatchObject({
      kind: 'tlinkCode',
      values: ['AB12CD34', 'KMNPQRST', '22275UYK', 'WXYZABCD'],
    });
  });

  it('reads a column of ordinary words without any digit as no column', () => {
    expect(columnIn('HUISWERK\nLEERLING\nDOCENTEN', SUPPORT)).toBeNull();
  });

  it('reads EANs as a column of products, each once', () => {
    expect(columnIn([...EANS, EANS[0]].join('\n'), SUPPORT)).toMatchObject({
      kind: 'ean',
      values: EANS,
      link: { to: '/producten', search: { eans: EANS } },
    });
  });

  it('reads account numbers and e-mail addresses as a column of the users list', () => {
    const staff = { ...SUPPORT, rechten: ['gebruikers_inzien'] };
    expect(columnIn('40939\n1234567\n88', staff)).toMatchObject({
      kind: 'accountId',
      values: ['40939', '1234567', '88'],
      link: { to: '/accounts', search: { ids: ['40939', '1234567', '88'] } },
    });
    expect(columnIn('Anna@School.nl; bram@school.nl; cees@school.nl', staff)).toMatchObject({
      kind: 'email',
      values: ['anna@school.nl', 'bram@school.nl', 'cees@school.nl'],
      link: { to: '/accounts', search: { emails: ['anna@school.nl', 'bram@school.nl', 'cees@school.nl'] } },
    });
  });

  // An 8-digit number is also the shape of a TLink code; alone the grammar ranks it as an account
  // number (identifier-shapes.ts), and a column of them is one too.
  it('reads a column of 8-digit numbers as account numbers, not TLink codes', () => {
    const both = { ...SUPPORT, rechten: ['tlinklicenties_inzien', 'gebruikers_inzien'] };
    expect(columnIn('12345678\n23456789\n34567890', both)).toMatchObject({
      kind: 'accountId',
      values: ['12345678', '23456789', '34567890'],
    });
  });

  it('reads reference ids as a column of ECK licences, after every stronger kind', () => {
    const eck = { ...SUPPORT, rechten: ['ecklicenties_inzien', 'tlinklicenties_inzien'] };
    expect(columnIn('REF-2024-001\nREF-2024-002\nREF-2024-003', eck)).toMatchObject({
      kind: 'reference',
      link: {
        to: '/ecklicenties',
        search: { referenceIds: ['REF-2024-001', 'REF-2024-002', 'REF-2024-003'] },
      },
    });
    expect(columnIn('AB12CD34 ZX4P7KMN 22275UYK', eck)?.kind).toBe('tlinkCode');
    expect(columnIn('referentie ontbreekt helemaal', eck)).toBeNull();
  });

  it.each([
    ['fewer than COLUMN_MIN', 'AB12CD34 ZX4P7KMN'],
    ['ordinary words', 'LESKLUIS ACCOUNTS GEBRUIKT'],
    ['a ticket', 'Hoi, code AB12CD34 en ZX4P7KMN'],
    ['two kinds', `AB12CD34 ZX4P7KMN ${EANS[0]}`],
  ])('is no column for %s', (_name, text) => {
    expect(columnIn(text, SUPPORT)).toBeNull();
  });

  it('is no column of a kind the administrator may not list', () => {
    expect(columnIn(EANS.join('\n'), { ...SUPPORT, rechten: ['tlinklicenties_inzien'] })).toBeNull();
  });

  it(`says a column beyond ${ID_LIST_MAX} cannot be opened`, () => {
    const many = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    expect(columnIn(many.join('\n'), SUPPORT)?.tooMany).toBe(
      `Te veel kenmerken: ${ID_LIST_MAX + 1}, maximaal ${ID_LIST_MAX} per lijst.`,
    );
    expect(COLUMN_MIN).toBe(3);
  });

  it('says how many were found and names the missing', () => {
    const column = columnIn('AB12CD34 ZX4P7KMN 22275UYK', SUPPORT)!;
    expect(columnMessages.open(column)).toBe('Open als lijst: 3 × TLink-code');
    expect(columnMessages.checked({ column, notFound: [] })).toBe('Alle 3 gevonden.');
    expect(columnMessages.checked({ column, notFound: ['ZX4P7KMN'] })).toBe(
      '2 gevonden, 1 niet gevonden: ZX4P7KMN.',
    );
    expect(columnMessages.checked({ column, notFound: null })).toBe('Niet na te gaan welke er bestaan.');
  });
});
