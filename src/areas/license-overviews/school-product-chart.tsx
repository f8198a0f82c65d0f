import type { SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import type { ListSource } from '../../api/list';
import { BarChart } from '../../kit/chart/bar-chart';
import { barTotal, loadedRowsNote, productBars } from '../../kit/chart/chart-model';
import { useListRows } from '../../kit/list-query';

/** The table's count columns, in its order. */
const SERIES = [
  { key: 'available', label: 'Beschikbaar' },
  { key: 'active', label: 'Actief' },
  { key: 'service', label: 'Service' },
] as const;
const KEYS = SERIES.map((s) => s.key);

/** One bar per product of the school (its distributors' rows added up). */
const schoolProductBars = (rows: readonly SchoolOverviewRow[]) =>
  productBars(rows, SERIES, { productId: (row) => row.productId, title: (row) => row.productTitle });

/**
 * Licences per product for the school chosen in the filter, from the rows the table has loaded
 * (its own query, no call of its own). Without a chosen school it says how to get one.
 */
export function SchoolProductChart({
  source,
  schoolId,
}: {
  source: ListSource<SchoolOverviewRow>;
  schoolId: number | undefined;
}) {
  const { rows, total } = useListRows(source);
  if (schoolId === undefined)
    return (
      <p className="text-sm text-slate-600">
        Kies een school voor een grafiek van haar licenties per product.
      </p>
    );
  const schoolRows = rows.filter((row) => row.schoolId === schoolId);
  const schoolName = schoolRows[0]?.schoolName ?? 'de school';
  return (
    <BarChart
      title={`Licenties per product voor ${schoolName}`}
      description={loadedRowsNote(rows.length, total, 'rijen')}
      series={SERIES}
      bars={schoolProductBars(schoolRows)}
      rank={{ by: (bar) => barTotal(bar, KEYS), label: 'totaal', limit: 15 }}
      layout="stacked"
      filename={`licenties-per-product-school-${schoolId}`}
    />
  );
}
