import { describe, expect, it } from 'vitest';
import { difference, REDACTED, redact } from './audit-diff';
import { csvCell, csvDateText, csvLine, csvRecordLine, parseCsvHeaders, valueAt } from './csv';

describe('CSV cells for Excel', () => {
  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+31612345678')).toBe("'+31612345678");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('gewoon')).toBe('gewoon');
  });

  it('quotes by RFC 4180 when a cell holds the delimiter, a quote or a line break', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(csvCell('regel\r\nregel')).toBe('"regel\r\nregel"');
    expect(csvCell('=a;b')).toBe(`"'=a;b"`);
  });

  it('writes empty cells for null, Amsterdam time for dates, commas for arrays, Ja/Nee for booleans, and ends a line with CRLF', () => {
    expect(csvLine([null, undefined, new Date('2024-01-02T03:04:05.000Z'), ['a', 'b'], true, false, 7])).toBe(
      ';;02-01-2024 04:04:05;a,b;Ja;Nee;7\r\n',
    );
  });

  it('writes the date fields of a record as days or moments in Amsterdam (decision 162)', () => {
    const record = { id: 3, start: '2026-11-30T23:00:00.000Z', at: '2026-07-14T04:55:41.000Z', none: null };
    expect(
      csvRecordLine(record, ['id', 'start', 'at', 'none'], { start: 'day', at: 'moment', none: 'day' }),
    ).toBe('3;01-12-2026;14-07-2026 06:55:41;\r\n');
    expect(csvDateText('2026-03-01', 'day')).toBe('01-03-2026');
    expect(csvDateText('geen datum', 'moment')).toBeNull();
  });
});

describe('csvHeaders', () => {
  it('reads label=field pairs joined by a pipe, a label may contain =', () => {
    expect(
      parseCsvHeaders('E-mail=email|a=b=attributes.first_name', ['email', 'attributes.first_name']),
    ).toEqual([
      { label: 'E-mail', field: 'email' },
      { label: 'a=b', field: 'attributes.first_name' },
    ]);
  });

  it('refuses an unknown field and an empty list with a Dutch 400', () => {
    expect(() => parseCsvHeaders('Wachtwoord=passwordHash', ['email'])).toThrow(
      "Onbekend exportveld 'passwordHash'.",
    );
    expect(() => parseCsvHeaders('', ['email'])).toThrow(/csvHeaders/);
  });

  it('reads dot paths from a record', () => {
    expect(valueAt({ attributes: { first_name: 'Jan' } }, 'attributes.first_name')).toBe('Jan');
    expect(valueAt({ attributes: null }, 'attributes.first_name')).toBeUndefined();
  });
});

describe('audit difference and redaction', () => {
  it('lists changed fields by dot path and ignores updatedAt', () => {
    const before = {
      id: 1,
      email: 'a@x.nl',
      attributes: { first_name: 'Jan', family_name: 'Jansen' },
      updatedAt: 'x',
    };
    const after = {
      id: 1,
      email: 'a@x.nl',
      attributes: { first_name: 'Piet', family_name: 'Jansen' },
      updatedAt: 'y',
    };
    expect(difference(before, after)).toEqual({ 'attributes.first_name': { old: 'Jan', new: 'Piet' } });
  });

  it('never writes a secret, but shows that it changed', () => {
    expect(difference({ password: 'oud', token: 't' }, { password: 'nieuw', token: 't' })).toEqual({
      password: { old: REDACTED, new: REDACTED },
    });
    expect(
      redact({ name: 'x', passwordHash: 'h', nested: { clientSecret: 's', list: [{ token: 'a' }] } }),
    ).toEqual({
      name: 'x',
      passwordHash: REDACTED,
      nested: { clientSecret: REDACTED, list: [{ token: REDACTED }] },
    });
  });
});
