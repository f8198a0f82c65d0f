import type { BillingModel } from './enums';

/**
 * Invoice arithmetic in exact integer cents (spec 001 §3, §9). A publisher pays per paid licence
 * either a percentage of the product's consumer price or a fixed price. A line is rounded once
 * (half up, on the whole line, never per licence), so 3 licences of 33.33 % of € 0,10 cost 10 cents.
 */

export type BillingTerms = {
  billingModel: BillingModel;
  /** Whole percent (0-100+), for 'Percentage'. */
  billingPercentage: number | null;
  /** Cents per licence, for 'Vaste Prijs'. */
  billingPrice: number | null;
};

function assertWholeNonNegative(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
}

/** The price of one invoice line in cents: `paid` licences of a product with `consumerPrice` cents. */
export function linePriceCents(terms: BillingTerms, consumerPrice: number, paid: number): number {
  assertWholeNonNegative('paid', paid);
  if (terms.billingModel === 'Vaste Prijs') {
    const price = terms.billingPrice ?? 0;
    assertWholeNonNegative('billingPrice', price);
    return Number(BigInt(price) * BigInt(paid));
  }
  const percentage = terms.billingPercentage ?? 0;
  assertWholeNonNegative('billingPercentage', percentage);
  assertWholeNonNegative('consumerPrice', consumerPrice);
  // consumerPrice * paid * percentage / 100, rounded half up, in BigInt so no float ever enters.
  const numerator = BigInt(consumerPrice) * BigInt(paid) * BigInt(percentage);
  return Number((numerator + 50n) / 100n);
}

/** The sum of line prices in cents. */
export function totalCents(lines: readonly number[]): number {
  return Number(lines.reduce((sum, line) => sum + BigInt(line), 0n));
}

/**
 * The adjusted-total input (whole euros, spec 001 §5: 'must be an integer, otherwise cleared'):
 * cents for a whole number of euros, null for anything else (the field is then cleared).
 */
export function parseAdjustedEuros(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed) * 100;
}
