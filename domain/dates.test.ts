process.env.TZ = 'America/New_York';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatHistoryDateTime,
  formatMonth,
  isIsoDay,
  parseDutchDateTime,
  parseDutchDay,
  todayKey,
  toInstant,
} from './dates';

describe('one date rule, in a process that runs in New York', () => {
  it('shows a stored Amsterdam midnight as its Amsterdam day, not the day before', () => {
    expect(new Date(2026, 11, 1).getTimezoneOffset()).toBe(300);
    const midnight = '2026-11-30T23:00:00.000Z'; // 01-12-2026 00:00 in Amsterdam
    expect(formatDay(midnight)).toBe('01-12-2026');
    expect(formatDateTime(midnight)).toBe('01-12-2026 00:00');
    expect(formatHistoryDateTime('2026-07-14T04:55:41.000Z')).toBe('14-07-2026 06:55:41');
    expect(dayKey(midnight)).toBe('2026-12-01');
  });

  it('reads a bare day as that day and a day with time as Amsterdam wall clock', () => {
    expect(formatDay('2024-12-31')).toBe('31-12-2024');
    expect(formatDateTime('2024-03-01T09:15:00')).toBe('01-03-2024 09:15');
    expect(toInstant('2026-12-01')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(toInstant('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('shows nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'gisteren', '2026-02-30', '2026-02-30T10:00:00Z'])
      expect(formatDay(value)).toBe('');
    expect(formatHistoryDateTime('gisteren')).toBe('');
  });

  it('formats day-and-month fields and months', () => {
    expect(formatDayMonth('1972-08-01')).toBe('01-08');
    expect(formatMonth('2026-03')).toBe('maart 2026');
  });

  it('parses typed days and date-times strictly, on Amsterdam time', () => {
    expect(parseDutchDay(' 29-02-2024 ')).toEqual({ ok: true, day: '2024-02-29' });
    for (const text of [
      '31-02-2024',
      '29-02-2023',
      '1-2-2024',
      '2024-01-01',
      '12-13-2024',
      'abc',
      '',
      '01-01-24',
    ])
      expect(parseDutchDay(text)).toEqual({ ok: false, error: 'Ongeldige datum' });
    expect(parseDutchDateTime('31-12-2024 08:30')).toEqual({ ok: true, instant: '2024-12-31T07:30:00.000Z' });
    expect(parseDutchDateTime('31-12-2024 24:00').ok).toBe(false);
  });

  it('round-trips every typed day through the value and back to the same text', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const text = formatDay(day);
          expect(parseDutchDay(text)).toEqual({ ok: true, day });
          expect(dayKey(toInstant(day))).toBe(day);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('knows the calendar: impossible days are no days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-02-31')).toBe(false);
    expect(toInstant('2026-02-30')).toBeNull();
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it("takes today's day from Amsterdam", () => {
    // 20:00 on 30 November in New York is 02:00 on 1 December in Amsterdam.
    expect(todayKey(new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01');
  });
});
