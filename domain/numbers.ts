/**
 * Numbers as the console writes them, in Dutch notation whatever the browser's language: one place,
 * so a count in a table, a chart, a toast and a CSV note read alike (issue 20: labels and formats).
 */

/** Dots between thousands: 1234567 -> '1.234.567'. */
const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A count of things: 1234 -> '1.234'. */
export function formatCount(count: number): string {
  const whole = BigInt(Math.trunc(count));
  return `${whole < 0n ? '-' : ''}${grouped(whole < 0n ? -whole : whole)}`;
}

/** Cents as a Dutch amount with two decimals: 123456 -> '1.234,56'. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = BigInt(Math.abs(cents));
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${grouped(abs / 100n)},${rest}`;
}

/** Cents as '€ 1.234,56'. */
export function formatEuro(cents: number): string {
  return `€ ${formatCents(cents)}`;
}
