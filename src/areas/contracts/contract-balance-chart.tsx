import type { ContractBalance } from '../../../domain/schemas/contract';
import type { ListSource } from '../../api/list';
import { BarChart } from '../../kit/chart/bar-chart';
import { loadedRowsNote, productBars } from '../../kit/chart/chart-model';
import { useListRows } from '../../kit/list-query';

/** Contracted against specified against disabled: the table's columns of the same names. */
export const BALANCE_SERIES = [
  { key: 'contractAmount', label: 'Contract' },
  { key: 'specified', label: 'Gespecificeerd' },
  { key: 'disabled', label: 'Uitgeschakeld' },
] as const;

/** One bar per product (the contract lines of a subject added up). */
const balanceChartBars = (rows: readonly ContractBalance[]) =>
  productBars(rows, BALANCE_SERIES, { productId: (row) => row.subjectId, title: (row) => row.subjectTitle });

/**
 * The balance per product beside the table, from the rows the table has loaded (its own query:
 * no call of its own); while the table has more to load, the caption says how many it holds.
 */
export function ContractBalanceChart({ source }: { source: ListSource<ContractBalance> }) {
  const { rows, total } = useListRows(source);
  return (
    <BarChart
      title="Contract, gespecificeerd en uitgeschakeld per product"
      description={loadedRowsNote(rows.length, total, 'contractregels')}
      series={BALANCE_SERIES}
      bars={balanceChartBars(rows)}
      rank={{ by: (bar) => bar.values.contractAmount, label: 'contract', limit: 12 }}
      layout="grouped"
      filename="contractbalans"
    />
  );
}
