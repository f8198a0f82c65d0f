import { describe, expect, it } from 'vitest';
import { difference, REDACTED, redact } from './audit-diff';
import { csvDateText, csvRecordLine, parseCsvHeaders, valueAt } from './csv';

describe('CSV records of a list export', () => {
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
