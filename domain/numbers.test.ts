import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatEuro } from './numbers';

describe('Dutch numbers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1.234'],
    [5_000_000, '5.000.000'],
    [-1234, '-1.234'],
  ])('groups the count %d by thousands with dots: %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it('groups counts as nl-NL does', () => {
    for (const n of [7, 1234, 98765, 2_631_597]) expect(formatCount(n)).toBe(n.toLocaleString('nl-NL'));
  });

  it.each([
    { format: formatCents, value: 123456, shown: '1.234,56' },
    { format: formatCents, value: 5, shown: '0,05' },
    { format: formatEuro, value: 100, shown: '€ 1,00' },
    { format: formatEuro, value: 1995, shown: '€ 19,95' },
    { format: formatCents, value: -250, shown: '-2,50' },
  ])('shows two decimals in Dutch notation: $format.name($value) is $shown', ({ format, value, shown }) => {
    expect(format(value)).toBe(shown);
  });

  it.each([
    { format: formatCents, value: 1999.6, shown: '20,00' },
    { format: formatEuro, value: 12.4, shown: '€ 0,12' },
    { format: formatCount, value: Number.NaN, shown: '–' },
    { format: formatCents, value: Number.POSITIVE_INFINITY, shown: '–' },
  ])(
    'never throws on a value a read schema let through: $format.name($value) is $shown',
    ({ format, value, shown }) => {
      // A fraction of a cent rounds; what is no number shows a dash.
      expect(format(value)).toBe(shown);
    },
  );
});
