import { useState } from 'react';
import { checkCsv, csvErrorText, isCsvFileName } from '../../../domain/csv-import';
import { todayKey } from '../../../domain/dates';
import { WAS_WORDT_ATTRIBUTES } from '../../../domain/enums';
import { importMessages, wasWordtExtraMessages, wasWordtMessages } from '../../../domain/messages';
import type { ChosenFile } from '../../../domain/schemas/chosen-file';
import {
  rowOfIssuePath,
  WAS_WORDT_DELIMITER,
  WasWordtFormSchema,
  type WasWordtResultRow,
} from '../../../domain/schemas/was-wordt';
import { useApplyWasWordt, WAS_WORDT_ERROR_MS } from '../../api/was-wordt';
import { downloadCsvText } from '../../kit/download';
import { Select } from '../../kit/form/choice-fields';
import { FileField } from '../../kit/form/file-field';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { type FieldErrors, useSchemaForm } from '../../kit/form/use-schema-form';
import { Page } from '../../kit/page';
import { notifyError } from '../../kit/toast';

type Row = { key: number; was: string; wordt: string };

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

/** The error toast of a refused list (spec 001 §5): the first row with an error, else the list's error. */
function invalidListText(errors: FieldErrors): string {
  const rows = Object.keys(errors)
    .map(rowOfIssuePath)
    .filter((row): row is number => row !== null);
  if (rows.length > 0) return wasWordtMessages.rowError(Math.min(...rows));
  return Object.values(errors)[0] ?? wasWordtMessages.noInput;
}

const cellClass = 'focus-ring w-full rounded border px-2 py-1.5 font-mono text-sm disabled:bg-slate-100';
const attributeOptions = WAS_WORDT_ATTRIBUTES.map((name) => ({ value: name, label: name }));

/** /waswordt (spec 001 §2): edit or import was/wordt rows and apply them; fields lock after success. */
export function WasWordtScreen() {
  const apply = useApplyWasWordt();
  const [delimiter, setDelimiter] = useState(WAS_WORDT_DELIMITER);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<WasWordtResultRow[] | null>(null);
  const form = useSchemaForm({
    schema: WasWordtFormSchema,
    initial: { attribuut: WAS_WORDT_ATTRIBUTES[0] as string, wasWordtItems: [emptyRow()] },
    onSubmit: (body) => apply.mutateAsync(body),
    onSuccess: setResult,
    onInvalid: (errors) => notifyError(invalidListText(errors), undefined, WAS_WORDT_ERROR_MS),
  });
  const rows = form.values.wasWordtItems as Row[];
  const isLocked = result !== null;
  const disabled = isLocked || form.isPending;
  const setRows = (update: (current: Row[]) => Row[]) =>
    form.setValues((current) => ({ ...current, wasWordtItems: update(current.wasWordtItems as Row[]) }));

  /** A chosen CSV replaces the rows; a file that is not one says why on the file field. */
  const loadFile = (file: ChosenFile | null) => {
    if (!file) return;
    const parsed = isCsvFileName(file.name)
      ? rowsFromCsv(file.text, delimiter || WAS_WORDT_DELIMITER)
      : { error: importMessages.csvOnly };
    setFileError('error' in parsed ? parsed.error : undefined);
    if ('rows' in parsed) setRows(() => parsed.rows);
  };

  const downloadLog = (log: WasWordtResultRow[]) =>
    downloadCsvText(`was-wordt-${form.values.attribuut}-${todayKey()}.csv`, [
      ['was', 'wordt', 'info'],
      ...log.map((row) => [row.was, row.wordt, row.info]),
    ]);

  const startOver = () => {
    form.reset({ attribuut: form.values.attribuut, wasWordtItems: [emptyRow()] });
    setResult(null);
  };

  return (
    <Page
      title="Was/wordt"
      subtitle="Vervang waarden van een attribuut bij de externe accounts: elke rij zet 'was' om in 'wordt'."
    >
      <SchemaForm form={form} label="Was/wordt" className="max-w-4xl space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <Select
            label="Attribuut"
            required
            options={attributeOptions}
            {...form.bind('attribuut')}
            disabled={disabled}
          />
          {/* How the file below is read; not sent. */}
          <TextField
            label="Scheidingsteken"
            maxLength={1}
            className="w-32"
            value={delimiter}
            onChange={setDelimiter}
            disabled={disabled}
          />
          <FileField
            label={wasWordtExtraMessages.importCsv}
            accept=".csv,text/csv"
            value={null}
            onChange={loadFile}
            error={fileError}
            disabled={disabled}
          />
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
            {rows.map((row, i) => (
              <tr key={row.key} className="align-top">
                <td className="py-1 text-slate-600">{i + 1}</td>
                {(['was', 'wordt'] as const).map((field) => {
                  const error = form.errorOf(`wasWordtItems.${i}.${field}`);
                  return (
                    <td key={field} className="py-1 pr-2">
                      <input
                        aria-label={`${field === 'was' ? 'Was' : 'Wordt'} rij ${i + 1}`}
                        value={row[field]}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) =>
                          form.setField(`wasWordtItems.${i}.${field}` as never, event.target.value as never)
                        }
                        className={`${cellClass} ${error ? 'border-red-700' : 'border-slate-300'}`}
                      />
                      {error ? <p className="text-xs text-red-700">{error}</p> : null}
                    </td>
                  );
                })}
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
            ))}
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
                disabled={form.isPending}
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
            onClick={startOver}
            className="focus-ring rounded border border-slate-300 px-4 py-2"
          >
            {wasWordtExtraMessages.reset}
          </button>
        </div>
      </SchemaForm>
    </Page>
  );
}
