/**
 * EAN-13 rules. The spec's form rule ('Ongeldige EAN') is only the shape: 13 digits, the first
 * 1-9. The GS1 check digit is not a form rule (existing catalogue data may carry wrong ones); it
 * is reported by the palette and guaranteed on demo EANs we generate.
 */

const EAN_SHAPE = /^[1-9][0-9]{12}$/;
const FIRST_12 = /^[0-9]{12}$/;

/** True for the spec's EAN shape: exactly 13 digits, the first 1-9. */
export function isEanShape(s: string): boolean {
  return EAN_SHAPE.test(s);
}

/** The GS1 check digit for the first 12 digits of an EAN-13 (weights 1,3,1,3,... from the left). */
export function gs1CheckDigit(first12: string): number {
  if (!FIRST_12.test(first12)) throw new RangeError(`Expected 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `ean` has the EAN shape and its last digit is the GS1 check digit. */
export function hasValidCheckDigit(ean: string): boolean {
  return isEanShape(ean) && gs1CheckDigit(ean.slice(0, 12)) === ean.charCodeAt(12) - 48;
}

/** Completes 12 digits to a valid EAN-13 (for demo data); the first digit must be 1-9. */
export function withCheckDigit(first12: string): string {
  if (!FIRST_12.test(first12) || first12[0] === '0') {
    throw new RangeError(`Expected 12 digits starting 1-9, got "${first12}"`);
  }
  return `${first12}${gs1CheckDigit(first12)}`;
}
