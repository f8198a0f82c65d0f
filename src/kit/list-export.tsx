/**
 * A list's CSV export, one way (spec 000 §7): the server's export job, asked for with the list's
 * current filter and sort, its CSV headers derived from the list's own column declaration, so a
 * column added to the list is added to the export (docs/decisions/206-one-list-screen.md).
 *
 * Usage:
 *   const columns: ExportColumn<Row>[] = [
 *     { id: 'code', header: 'Code', cell: (r) => r.code, csv: 'licenseCode' },     // 'Code=licenseCode'
 *     { id: 'name', header: 'Naam', cell: nameOf, csv: [{ label: 'Voornaam', field: 'first' }, ...] },
 *     { id: 'actions', header: '', cell: rowActions, csv: false },                 // not exported
 *   ];
 *   <ExportButton path="tlinklicenses" params={filter} sort={sort} columns={columns} />
 */
import { exportMessages } from '../../domain/messages';
import { type CsvColumn, useStartExport } from '../api/exports';
import type { QueryParams } from '../api/http-client';
import type { Column } from './infinite-table';

/** A column of an exported list: it must say what it exports (`false` for nothing). */
export type ExportColumn<T> = Column<T> & { csv: NonNullable<Column<T>['csv']> };

/** The export's CSV columns, in the list's column order. */
export function csvColumnsOf<T>(columns: readonly ExportColumn<T>[]): CsvColumn[] {
  return columns.flatMap((column): CsvColumn[] => {
    if (column.csv === false) return [];
    if (typeof column.csv === 'string') return [{ label: column.header, field: column.csv }];
    return [...column.csv];
  });
}

export type ListExport<T> = {
  /** The list's collection, e.g. 'accounts'. */
  path: string;
  /** The list's current filter, as its list call sends it. */
  params?: QueryParams;
  sort?: string;
  columns: readonly ExportColumn<T>[];
};

/** Starts the export of a list (with the spec's toasts); for a button or a palette intent. */
export function useListExport<T>({ path, params, sort, columns }: ListExport<T>): () => void {
  const startExport = useStartExport();
  return () =>
    void startExport({
      path,
      ...(params ? { params } : {}),
      ...(sort ? { sort } : {}),
      columns: csvColumnsOf(columns),
    });
}

/** 'Exporteren als excel' above a list. */
export function ExportButton<T>(props: ListExport<T>) {
  const exportList = useListExport(props);
  return (
    <button
      type="button"
      onClick={exportList}
      className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
    >
      {exportMessages.exportAsExcel}
    </button>
  );
}
