/** The median and p95 of a series (the floor of q·n, as the palette benches have always ranked). */
export function quantiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { sorted, median: at(0.5), p95: at(0.95) };
}

/** min / median / p95 / max of a series, as every bench prints them. */
export function summary(name: string, values: readonly number[], unit: string, budget: string): string {
  const { sorted, median, p95 } = quantiles(values);
  const f = (value: number) => `${value.toFixed(1)} ${unit}`;
  return (
    `${name} (${sorted.length} samples, Chromium): min ${f(sorted[0] ?? 0)}, median ${f(median)}, ` +
    `p95 ${f(p95)}, max ${f(sorted.at(-1) ?? 0)} (budget ${budget})`
  );
}
