import { describe, expect, it } from 'vitest';
import {
  DUMMY_YEAR,
  dayMonthDate,
  dutchDateToIso,
  formatDate,
  formatDayMonth,
  formatHistoryDateTime,
  formatListDate,
  parseDutchDate,
  parseDutchDateTime,
} from './dates';

describe('dates', () => {
  const moment = new Date(2024, 4, 2, 15, 45, 7);

  it('formats list, audit and history dates the Dutch way', () => {
    expect(formatListDate(moment)).toBe('02-05-24');
    expect(formatDate(moment)).toBe('02-05-2024');
    expect(formatHistoryDateTime(moment)).toBe('02-05-2024 15:45:07');
    expect(formatDate('2024-12-31')).toBe('31-12-2024');
  });

  it('formats a missing or unreadable value as empty, never Invalid Date', () => {
    expect(formatListDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatHistoryDateTime('gisteren')).toBe('');
  });

  it('parses dd-MM-yyyy and refuses anything else with Ongeldige datum', () => {
    const parsed = parseDutchDate(' 29-02-2024 ');
    expect(parsed.ok && parsed.date.getDate()).toBe(29);
    for (const text of ['31-02-2024', '1-2-2024', '2024-01-01', '12-13-2024', 'abc', '', '01-01-24']) {
      expect(parseDutchDate(text)).toEqual({ ok: false, error: 'Ongeldige datum' });
    }
    expect(dutchDateToIso('31-12-2024')).toBe('2024-12-31');
    expect(dutchDateToIso('32-12-2024')).toBeNull();
    const withTime = parseDutchDateTime('31-12-2024 08:30');
    expect(withTime.ok && withTime.date.getHours()).toBe(8);
  });

  it('puts day/month values in the dummy year 1972, a leap year', () => {
    expect(DUMMY_YEAR).toBe(1972);
    expect(dayMonthDate(29, 2)?.getFullYear()).toBe(1972);
    expect(formatDayMonth(dayMonthDate(1, 8))).toBe('01-08');
    expect(dayMonthDate(31, 4)).toBeNull();
  });
});
