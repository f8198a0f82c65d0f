/** Round axis ticks from 0 to at least `largest` (at least 1): whole steps of 1, 2 or 5 times a power of ten, 3 to 6 of them. */
export function axisTicks(largest: number): number[] {
  const top = Math.max(largest, 1);
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Counts: never a step under 1.
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power,
  );
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < top) ticks.push((ticks.at(-1) ?? 0) + step);
  return ticks;
}
