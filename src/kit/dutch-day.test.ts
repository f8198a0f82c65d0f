import { format, isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDutchDate } from './dutch-day';

/** What the console used before: date-fns' parse, made strict by formatting back. */
function dateFnsParse(text: string) {
  const trimmed = text.trim();
  const date = parse(trimmed, 'dd-MM-yyyy', new Date(1972, 0, 1));
  return isValid(date) && format(date, 'dd-MM-yyyy') === trimmed ? date.getTime() : null;
}

const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((x) => String(x).padStart(n, '0'));

describe('parseDutchDate without date-fns', () => {
  it('gives the same answer as date-fns strict dd-MM-yyyy parsing', () => {
    const nearDates = fc
      .tuple(
        digits(2),
        digits(2),
        fc.oneof(digits(4), fc.constantFrom('0000', '0001', '0099', '1900', '2024')),
      )
      .map(([d, m, y]) => `${d}-${m}-${y}`);
    const anything = fc.oneof(
      nearDates,
      fc.string(),
      nearDates.map((text) => ` ${text} `),
    );
    fc.assert(
      fc.property(anything, (text) => {
        const parsed = parseDutchDate(text);
        expect(parsed.ok ? parsed.date.getTime() : null).toBe(dateFnsParse(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts 29-02 only in leap years', () => {
    expect(parseDutchDate('29-02-2024').ok).toBe(true);
    expect(parseDutchDate('29-02-2023')).toEqual({ ok: false, error: 'Ongeldige datum' });
  });
});
