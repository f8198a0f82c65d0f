import { expect } from 'vitest';
import { csvLine } from '../../../domain/csv-text';
import { csvRecordLine } from '../../http/csv';
import { type ApiHarness, SUPERUSER } from '../api-harness';
import { exportedFileLines } from '../export-run';

/** A column of a report's CSV as the console asks for it: its Dutch label and the list field under it. */
export type LabelledColumn = readonly [label: string, field: string];

/**
 * The report's CSV export with the console's Dutch column labels carries the list's own rows: the
 * header is those labels, and line by line the fields of the same filter and sort's JSON rows
 * (read as one page), so every count stands under its label with the number the list shows.
 * Answers the number of rows compared.
 */
export async function expectExportAsList(
  api: ApiHarness,
  list: string,
  query: string,
  columns: readonly LabelledColumn[],
): Promise<number> {
  const response = await api.as(SUPERUSER)(`/api/${list}?${query}`, { headers: { range: 'items=0-999' } });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as unknown[];
  expect(rows.length, 'the whole list in one page').toBeLessThan(1000);
  const headers = columns.map(([label, field]) => `${label}=${field}`).join('|');
  const [header, ...lines] = await exportedFileLines(api, list, query, headers);
  expect(header).toBe(csvLine(columns.map(([label]) => label)).trimEnd());
  const fields = columns.map(([, field]) => field);
  expect(lines).toEqual(rows.map((row) => csvRecordLine(row, fields).trimEnd()));
  return rows.length;
}
