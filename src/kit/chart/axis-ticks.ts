/** Round axis ticks from 0 to at least `largest`: steps of 1, 2 or 5 times a power of ten, 3 to 6 of them. */
export function axisTicks(largest: number): number[] {
  const rough = Math.max(largest, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < largest + step; tick += step) ticks.push(tick);
  return ticks;
}
