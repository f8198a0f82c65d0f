import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatEuro } from './numbers';

describe('Dutch numbers', () => {
  it('groups counts by thousands with dots, as nl-NL does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(5_000_000)).toBe('5.000.000');
    expect(formatCount(-1234)).toBe('-1.234');
    for (const n of [7, 1234, 98765, 2_631_597]) expect(formatCount(n)).toBe(n.toLocaleString('nl-NL'));
  });

  it('shows two decimals in Dutch notation', () => {
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(5)).toBe('0,05');
    expect(formatEuro(100)).toBe('€ 1,00');
    expect(formatEuro(1995)).toBe('€ 19,95');
    expect(formatCents(-250)).toBe('-2,50');
  });

  it('never throws on a value a read schema let through: a fraction of a cent rounds, no number shows a dash', () => {
    expect(formatCents(1999.6)).toBe('20,00');
    expect(formatEuro(12.4)).toBe('€ 0,12');
    expect(formatCount(Number.NaN)).toBe('–');
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe('–');
  });
});
