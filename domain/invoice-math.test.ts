import { describe, expect, it } from 'vitest';
import { linePriceCents, parseAdjustedEuros, totalCents } from './invoice-math';

describe('invoice arithmetic in exact cents', () => {
  it('multiplies a fixed price per licence', () => {
    expect(
      linePriceCents({ billingModel: 'Vaste Prijs', billingPrice: 175, billingPercentage: null }, 9999, 3),
    ).toBe(525);
  });

  it('takes a percentage of the consumer price, rounding the whole line half up once', () => {
    const terms = { billingModel: 'Percentage', billingPercentage: 12, billingPrice: null } as const;
    // 1995 * 12 % = 239.4 cents per licence; 7 licences = 1675.8 -> 1676 (not 7 * 239 = 1673)
    expect(linePriceCents(terms, 1995, 7)).toBe(1676);
    // exactly half rounds up: 25 * 2 % = 0.5 -> 1
    expect(linePriceCents({ ...terms, billingPercentage: 2 }, 25, 1)).toBe(1);
    expect(linePriceCents(terms, 1995, 0)).toBe(0);
  });

  it('stays exact where floating point would drift', () => {
    const terms = { billingModel: 'Percentage', billingPercentage: 13, billingPrice: null } as const;
    // 0.1 + 0.2 style drift: 1_000_000 licences of 33 cents at 13 % = 4_290_000 cents exactly
    expect(linePriceCents(terms, 33, 1_000_000)).toBe(4_290_000);
    expect(totalCents([1, 2, 3, 4_290_000])).toBe(4_290_006);
  });

  it('refuses fractions and negatives instead of guessing', () => {
    const terms = { billingModel: 'Vaste Prijs', billingPrice: 1.5, billingPercentage: null } as const;
    expect(() => linePriceCents(terms, 0, 1)).toThrow(RangeError);
    expect(() => linePriceCents({ ...terms, billingPrice: 100 }, 0, -1)).toThrow(RangeError);
  });

  it('accepts only whole euros as an adjusted total, otherwise clears it', () => {
    expect(parseAdjustedEuros(' 1250 ')).toBe(125_000);
    expect(parseAdjustedEuros('12,50')).toBeNull();
    expect(parseAdjustedEuros('abc')).toBeNull();
    expect(parseAdjustedEuros('')).toBeNull();
  });
});
