import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { checkCsv, csvErrorText, isCsvFileName } from '../../../domain/csv-import';
import { todayKey } from '../../../domain/dates';
import { WAS_WORDT_ATTRIBUTES, type WasWordtAttribute } from '../../../domain/enums';
import {
  importMessages,
  wasWordtExtraMessages,
  wasWordtMessages,
  withMessage,
} from '../../../domain/messages';
import {
  duplicateWasRows,
  rowOfIssuePath,
  WAS_WORDT_DELIMITER,
  WasWordtImportSchema,
  type WasWordtResultRow,
} from '../../../domain/schemas/was-wordt';
import { useApplyWasWordt } from '../../api/was-wordt';
import { downloadCsvText } from '../../kit/download';
import { Page } from '../../kit/page';
import { loadingToast } from '../../kit/toast';

type Row = { key: number; was: string; wordt: string };
type RowErrors = Record<number, { was?: string; wordt?: string }>;

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, was: '', wordt: '' });

/** Rows of a Was-Wordt CSV: two cells per line, an optional 'was,wordt' header left out. */
export function rowsFromCsv(text: string, delimiter: string): { rows: Row[] } | { error: string } {
  const check = checkCsv(text, { delimiter, hasHeader: false, emptyMessage: importMessages.noRows });
  if (!check.ok) return { error: csvErrorText(check.error) };
  const lines = check.rows.map((cells) => cells.map((cell) => cell.trim()));
  const first = lines[0];
  const body =
    first && first[0]?.toLowerCase() === 'was' && first[1]?.toLowerCase() === 'wordt'
      ? lines.slice(1)
      : lines;
  if (body.length === 0) return { error: csvErrorText(importMessages.noRows) };
  return { rows: body.map((cells) => ({ key: nextKey++, was: cells[0] ?? '', wordt: cells[1] ?? '' })) };
}

const inputClass =
  'focus-ring w-full rounded border border-slate-300 px-2 py-1.5 font-mono text-sm disabled:bg-slate-100';

/** /waswordt (spec 001 §2): edit or import was/wordt rows and apply them; fields lock after success. */
export function WasWordtScreen() {
  const ids = { attribute: useId(), file: useId(), delimiter: useId() };
  const apply = useApplyWasWordt();
  const [attribuut, setAttribuut] = useState<WasWordtAttribute>(WAS_WORDT_ATTRIBUTES[0]);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [delimiter, setDelimiter] = useState(WAS_WORDT_DELIMITER);
  const [errors, setErrors] = useState<RowErrors>({});
  const [result, setResult] = useState<WasWordtResultRow[] | null>(null);
  const isLocked = result !== null;

  const setCell = (key: number, field: 'was' | 'wordt', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      toast.error('Alleen .csv-bestanden kunnen worden geïmporteerd.', { duration: 6000 });
      return;
    }
    const parsed = rowsFromCsv(await file.text(), delimiter || WAS_WORDT_DELIMITER);
    if ('error' in parsed) {
      toast.error(parsed.error, { duration: 6000 });
      return;
    }
    setRows(parsed.rows);
    setErrors({});
  };

  const downloadLog = (log: WasWordtResultRow[]) =>
    downloadCsvText(`was-wordt-${attribuut}-${todayKey()}.csv`, [
      ['was', 'wordt', 'info'],
      ...log.map((row) => [row.was, row.wordt, row.info]),
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    const items = rows
      .filter((row, i) => !(i === rows.length - 1 && rows.length > 1 && row.was === '' && row.wordt === ''))
      .map(({ was, wordt }) => ({ was, wordt }));
    const parsed = v.safeParse(WasWordtImportSchema, { attribuut, wasWordtItems: items });
    const next: RowErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue) ?? '';
        const row = rowOfIssuePath(path);
        if (row === null) {
          toast.error(issue.message, { duration: 6000 });
          setErrors({});
          return;
        }
        const field = path.endsWith('.wordt') ? 'wordt' : 'was';
        next[row] = { ...next[row], [field]: next[row]?.[field] ?? issue.message };
      }
    }
    for (const row of duplicateWasRows(items))
      next[row] = { ...next[row], was: wasWordtExtraMessages.duplicateWas };
    setErrors(next);
    const firstRow = Object.keys(next)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (firstRow !== undefined) {
      toast.error(wasWordtMessages.rowError(firstRow), { duration: 6000 });
      return;
    }
    const loading = loadingToast(wasWordtExtraMessages.applying);
    try {
      const log = await apply.mutateAsync({ attribuut, wasWordtItems: items });
      setResult(log);
      await loading.success(wasWordtMessages.applied);
    } catch (error) {
      // Spec 001 §8: this failure stays 6 s.
      await loading.error(
        withMessage(wasWordtMessages.applyFailed, error instanceof Error ? error.message : null),
        { duration: 6000 },
      );
    }
  };

  const reset = () => {
    setRows([emptyRow()]);
    setErrors({});
    setResult(null);
  };

  return (
    <Page
      title="Was/wordt"
      subtitle="Vervang waarden van een attribuut bij de externe accounts: elke rij zet 'was' om in 'wordt'."
    >
      <form onSubmit={submit} noValidate className="max-w-4xl space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="space-y-1">
            <label htmlFor={ids.attribute} className="block text-sm font-medium">
              Attribuut
            </label>
            <select
              id={ids.attribute}
              value={attribuut}
              disabled={isLocked}
              onChange={(event) => setAttribuut(event.target.value as WasWordtAttribute)}
              className="focus-ring rounded border border-slate-300 px-3 py-2 disabled:bg-slate-100"
            >
              {WAS_WORDT_ATTRIBUTES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.delimiter} className="block text-sm font-medium">
              Scheidingsteken
            </label>
            <input
              id={ids.delimiter}
              value={delimiter}
              maxLength={1}
              disabled={isLocked}
              onChange={(event) => setDelimiter(event.target.value)}
              className="focus-ring w-16 rounded border border-slate-300 px-3 py-2 disabled:bg-slate-100"
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={ids.file} className="block text-sm font-medium">
              {wasWordtExtraMessages.importCsv}
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,text/csv"
              disabled={isLocked}
              onChange={importFile}
              className="text-sm"
            />
          </div>
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="w-12 py-1">Rij</th>
              <th className="py-1">Was</th>
              <th className="py-1">Wordt</th>
              <th className="w-24 py-1">{isLocked ? 'Resultaat' : ''}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const rowErrors = errors[i + 1];
              return (
                <tr key={row.key} className="align-top">
                  <td className="py-1 text-slate-600">{i + 1}</td>
                  {(['was', 'wordt'] as const).map((field) => (
                    <td key={field} className="py-1 pr-2">
                      <input
                        aria-label={`${field === 'was' ? 'Was' : 'Wordt'} rij ${i + 1}`}
                        value={row[field]}
                        disabled={isLocked}
                        aria-invalid={rowErrors?.[field] ? true : undefined}
                        onChange={(event) => setCell(row.key, field, event.target.value)}
                        className={inputClass}
                      />
                      {rowErrors?.[field] ? <p className="text-xs text-red-700">{rowErrors[field]}</p> : null}
                    </td>
                  ))}
                  <td className="py-1">
                    {isLocked ? (
                      <span className="text-xs">{result?.[i]?.info}</span>
                    ) : rows.length > 1 ? (
                      <button
                        type="button"
                        onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                        className="focus-ring rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50"
                      >
                        Verwijderen
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="flex flex-wrap gap-2">
          {!isLocked ? (
            <>
              <button
                type="button"
                onClick={() => setRows((current) => [...current, emptyRow()])}
                className="focus-ring rounded border border-slate-300 px-4 py-2"
              >
                {wasWordtExtraMessages.addRow}
              </button>
              <button
                type="submit"
                disabled={apply.isPending}
                className="focus-ring rounded bg-sky-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {wasWordtExtraMessages.apply}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => result && downloadLog(result)}
              className="focus-ring rounded bg-sky-700 px-4 py-2 font-semibold text-white"
            >
              {wasWordtExtraMessages.downloadLog}
            </button>
          )}
          <button
            type="button"
            onClick={reset}
            className="focus-ring rounded border border-slate-300 px-4 py-2"
          >
            {wasWordtExtraMessages.reset}
          </button>
        </div>
      </form>
    </Page>
  );
}
