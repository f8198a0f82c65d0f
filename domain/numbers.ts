/**
 * Numbers as the console writes them, in Dutch notation whatever the browser's language: one place,
 * so a count in a table, a chart, a toast and a CSV note read alike (issue 20: labels and formats).
 */

/** Dots between thousands: 1234567 -> '1.234.567'. */
const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * What a number that is none (NaN, Infinity) shows: read schemas check only that a value is a
 * number, and a render must not throw on one (BigInt would).
 */
const NOT_A_NUMBER = '–';

/** A count of things: 1234 -> '1.234'. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return NOT_A_NUMBER;
  const whole = BigInt(Math.trunc(count));
  return `${whole < 0n ? '-' : ''}${grouped(whole < 0n ? -whole : whole)}`;
}

/** Cents as a Dutch amount with two decimals: 123456 -> '1.234,56'. */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return NOT_A_NUMBER;
  // A fraction of a cent (a stored price only the write schema holds to whole cents) rounds.
  const abs = BigInt(Math.round(Math.abs(cents)));
  const negative = cents < 0 && abs > 0n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${grouped(abs / 100n)},${rest}`;
}

/** Cents as '€ 1.234,56'. */
export function formatEuro(cents: number): string {
  return `€ ${formatCents(cents)}`;
}
