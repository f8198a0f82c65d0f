import { formatCount } from '../../../domain/numbers';
/**
 * What a bar chart beside a report draws, made from the rows the report's table shows (the same
 * query, no call of its own; decision 381). The largest bars are drawn; the line under the chart
 * adds up every bar, so its sums are the table's sums however many rows there are.
 */

/** One measure of a bar: its key in the bar's values and the table column's Dutch header. */
export type ChartSeries<K extends string> = { key: K; label: string };

/** One bar (a product): what its label says and its figure per series. */
export type ChartBar<K extends string> = { id: string; label: string; values: Record<K, number> };

/** The sum of a bar's values over `keys`. */
export const barTotal = <K extends string>(bar: ChartBar<K>, keys: readonly K[]) =>
  keys.reduce((sum, key) => sum + bar.values[key], 0);

/** Adds up rows into one bar per `idOf` (a product over its distributors), first label wins. */
function groupBars<T, K extends string>(
  rows: readonly T[],
  keys: readonly K[],
  idOf: (row: T) => string,
  labelOf: (row: T) => string,
  figureOf: (row: T, key: K) => number,
): ChartBar<K>[] {
  const bars = new Map<string, ChartBar<K>>();
  for (const row of rows) {
    const id = idOf(row);
    let bar = bars.get(id);
    if (!bar) {
      bar = {
        id,
        label: labelOf(row),
        values: Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>,
      };
      bars.set(id, bar);
    }
    for (const key of keys) bar.values[key] += figureOf(row, key);
  }
  return [...bars.values()];
}

/** The bars largest first by `rankBy` (ties by label), at most `limit` of them. */
export function rankBars<K extends string>(
  bars: readonly ChartBar<K>[],
  rankBy: (bar: ChartBar<K>) => number,
  limit: number,
): ChartBar<K>[] {
  return [...bars]
    .sort((a, b) => rankBy(b) - rankBy(a) || a.label.localeCompare(b.label, 'nl'))
    .slice(0, limit);
}

/** Every bar's figures added up per series: the line under the chart, the table's totals. */
export function sumBars<K extends string>(
  bars: readonly ChartBar<K>[],
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(
    keys.map((key) => [key, bars.reduce((sum, bar) => sum + bar.values[key], 0)]),
  ) as Record<K, number>;
}

/** The caption's addition while the table has not loaded every row: the chart draws what it has. */
export function loadedRowsNote(loaded: number, total: number, rows: string): string {
  if (loaded >= total) return '';
  return `Uit de ${formatCount(loaded)} van ${formatCount(total)} ${rows} die de tabel heeft geladen.`;
}

/**
 * One bar per product of `rows`, their figures added up (a product over its distributors or
 * contracts); each series' figure is the row's count of the same name, as in the table beside it.
 */
export function productBars<T extends Record<K, number>, K extends string>(
  rows: readonly T[],
  series: readonly ChartSeries<K>[],
  product: { productId: (row: T) => number; title: (row: T) => string },
): ChartBar<K>[] {
  const keys = series.map((s) => s.key);
  return groupBars(
    rows,
    keys,
    (row) => String(product.productId(row)),
    product.title,
    (row, key) => row[key],
  );
}
