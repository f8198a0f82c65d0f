/** min / median / p95 / max of a series, as every bench prints them. */
export function summary(name: string, values: readonly number[], unit: string, budget: string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const f = (value: number) => `${value.toFixed(1)} ${unit}`;
  return (
    `${name} (${sorted.length} samples, Chromium): min ${f(sorted[0] ?? 0)}, median ${f(at(0.5))}, ` +
    `p95 ${f(at(0.95))}, max ${f(sorted.at(-1) ?? 0)} (budget ${budget})`
  );
}
