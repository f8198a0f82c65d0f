import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, hasValidCheckDigit, isEanShape, withCheckDigit } from './ean';

describe('isEanShape', () => {
  it.each(['9789001234567', '1000000000000', '8712345678906'])('accepts %s', (s) => {
    expect(isEanShape(s)).toBe(true);
  });
  it.each([
    ['leading zero', '0789001234567'],
    ['12 digits', '978900123456'],
    ['14 digits', '97890012345678'],
    ['a letter', '978900123456X'],
    ['spaces', '978 9001234567'],
    ['empty', ''],
    ['full-width digits', '９７８９００１２３４５６７'],
  ])('refuses %s', (_name, s) => {
    expect(isEanShape(s)).toBe(false);
  });
});

describe('gs1CheckDigit', () => {
  it('computes known check digits', () => {
    expect(gs1CheckDigit('978030640615')).toBe(7);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('871234567890')).toBe(6);
    expect(gs1CheckDigit('100000000000')).toBe(9);
  });
  it('throws on anything but 12 digits', () => {
    expect(() => gs1CheckDigit('12345')).toThrow(RangeError);
    expect(() => gs1CheckDigit('12345678901a')).toThrow(RangeError);
  });
});

describe('hasValidCheckDigit', () => {
  it('accepts a real EAN and refuses one with a wrong last digit', () => {
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
  });
  it('refuses a malformed EAN instead of throwing', () => {
    expect(hasValidCheckDigit('0006381333931')).toBe(false);
    expect(hasValidCheckDigit('abc')).toBe(false);
  });
});

describe('withCheckDigit', () => {
  it('completes 12 digits to a valid EAN', () => {
    expect(withCheckDigit('978030640615')).toBe('9780306406157');
  });
  it('refuses a leading zero because the result would not be a valid EAN shape', () => {
    expect(() => withCheckDigit('078902301234')).toThrow(RangeError);
  });
  it('always yields an EAN of the right shape with a valid check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{11}$/), (first12) => {
        const ean = withCheckDigit(first12);
        expect(isEanShape(ean)).toBe(true);
        expect(hasValidCheckDigit(ean)).toBe(true);
      }),
    );
  });
  it('detects every single-digit error in the check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{11}$/), fc.integer({ min: 1, max: 9 }), (first12, delta) => {
        const ean = withCheckDigit(first12);
        const wrong = `${first12}${(Number(ean[12]) + delta) % 10}`;
        expect(hasValidCheckDigit(wrong)).toBe(false);
      }),
    );
  });
});
