import { type DateValue, formatDay } from '../../domain/dates';
import { DATE_WIDTH } from './column-layout';
import type { Column } from './infinite-table';
import type { ExportColumn } from './list-export';

type Csv<T> = Column<T>['csv'];

/**
 * A licence's period as the two sortable day columns of every licence list (TLinks, ECK, PO):
 * 'Start' and 'Eind', the stored day as dd-MM-jjjj in the day column's width. A list whose export
 * writes more fields under these columns names them in `csv`.
 */
type Period = { startDate: DateValue; endDate: DateValue };
export function periodColumns<T extends Period>(): Column<T>[];
export function periodColumns<T extends Period>(csv: {
  start: NonNullable<Csv<T>>;
  end: NonNullable<Csv<T>>;
}): ExportColumn<T>[];
export function periodColumns<T extends Period>(csv: { start?: Csv<T>; end?: Csv<T> } = {}): Column<T>[] {
  const day = (id: 'startDate' | 'endDate', header: string, fields: Csv<T>): Column<T> => ({
    id,
    header,
    sortField: id,
    cell: (row) => formatDay(row[id]),
    width: DATE_WIDTH.day,
    ...(fields === undefined ? {} : { csv: fields }),
  });
  return [day('startDate', 'Start', csv.start), day('endDate', 'Eind', csv.end)];
}
