import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { checkCsv, csvErrorText, isCsvFileName } from '../../../domain/csv-import';
import { importMessages, withMessage } from '../../../domain/messages';
import { isPublisherBound } from '../../../domain/rights';
import {
  importResultRows,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_DELIMITER,
  type ProductImportResult,
} from '../../../domain/schemas/product-import';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { useImportProducts } from '../../api/product-import';
import { lookupPublishers } from '../../api/products';
import { downloadCsvText } from '../../kit/download';
import { TextField } from '../../kit/form/text-fields';
import type { Column } from '../../kit/infinite-table';
import { InlineError } from '../../kit/inline-error';
import { type LookupOption, LookupSelect } from '../../kit/lookup-select';
import { PageHeader } from '../../kit/page';
import { ReportTable } from '../../kit/report-table';
import { loadingToast, notifyError } from '../../kit/toast';

/**
 * Spec 001 §8: 'Error: {message}' stays 6 s. Its 1 s for the success toast yields to the 4 s
 * minimum of every toast (decision 165), so that toast takes the default time.
 */
const IMPORT_ERROR_MS = 6000;

const route = getRouteApi('/productimport');

type ErrorRow = { key: string; row: number; ean: string; fieldName: string; value: string; error: string };

/** One row per problem of a refused product row. */
/** ", 2 ongewijzigd" when rows matched what is stored (they are not written), else nothing. */
const unchangedPart = (result: ProductImportResult) =>
  result.unchanged.length > 0 ? `, ${result.unchanged.length} ongewijzigd` : '';

function errorRows(result: ProductImportResult): ErrorRow[] {
  return result.failed.flatMap((failure) =>
    failure.errors.map((error, i) => ({
      key: `${failure.row}-${i}`,
      row: failure.row,
      ean: failure.ean,
      fieldName: error.fieldName,
      value: error.error.huidigeWaarde,
      error: error.error.error,
    })),
  );
}

const ERROR_COLUMNS: Column<ErrorRow>[] = [
  { id: 'row', header: 'Rij', cell: (r) => r.row, width: '5rem', align: 'end' },
  { id: 'ean', header: 'EAN', cell: (r) => r.ean, width: '9rem' },
  { id: 'fieldName', header: 'Veld', cell: (r) => r.fieldName, width: '10rem' },
  { id: 'value', header: 'Huidige waarde', cell: (r) => r.value },
  { id: 'error', header: 'Fout', cell: (r) => r.error, width: '2fr' },
];

/**
 * /productimport (spec 001 §2): a CSV upload checked in the browser (line break, rows, delimiter),
 * then checked row by row by the server. A file with bad rows changes nothing until the
 * administrator chooses to import only the valid rows; the result can be downloaded (decision 052).
 */
export function ProductImportScreen() {
  const { admin } = route.useRouteContext();
  const client = useApi();
  const importing = useImportProducts();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [delimiter, setDelimiter] = useState(PRODUCT_IMPORT_DELIMITER);
  const [publisher, setPublisher] = useState<LookupOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [isPending, setPending] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setProblem(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    // Only .csv is accepted (spec 001 §5): another file is not taken, so no file is chosen.
    if (!isCsvFileName(chosen.name)) {
      setFile(null);
      setProblem(importMessages.noFileSelected);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  const run = async (onlyValid: boolean) => {
    if (!file) {
      setProblem(importMessages.noFileSelected);
      return;
    }
    const check = checkCsv(file.text, {
      delimiter,
      hasHeader: true,
      emptyMessage: importMessages.emptyProductList,
    });
    if (!check.ok) {
      setProblem(csvErrorText(check.error));
      notifyError(csvErrorText(check.error));
      return;
    }
    setProblem(null);
    setPending(true);
    const toast = loadingToast('Producten aan het importeren...');
    try {
      const answer = await importing.mutateAsync({
        delimiter,
        producten: file.text,
        publisher: publisher ? Number(publisher.id) : null,
        onlyValid,
      });
      setResult(answer);
      if (answer.applied) {
        await toast.success(
          `Import voltooid: ${answer.added.length} toegevoegd, ${answer.updated.length} bijgewerkt${unchangedPart(answer)}.`,
        );
      } else {
        await toast.error(
          `${importMessages.failed}: ${answer.failed.length} rij(en) met fouten. Er is niets gewijzigd.`,
        );
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.message : null;
      await toast.error(message ? importMessages.error(message) : importMessages.productImportFailed, {
        duration: IMPORT_ERROR_MS,
      });
      setProblem(withMessage(importMessages.productImportFailed, message));
    } finally {
      setPending(false);
    }
  };

  const download = () => {
    if (!result) return;
    downloadCsvText('productimport-resultaat.csv', importResultRows(result));
  };

  return (
    <section className="max-w-5xl space-y-6 pb-24">
      <PageHeader title="Productimport" />
      <div className="space-y-4 rounded-lg border border-slate-300 bg-white p-4">
        {isPublisherBound(admin) ? null : (
          <div className="max-w-md">
            <LookupSelect
              label="Uitgever (voor nieuwe producten)"
              name="publisher"
              value={publisher}
              onChange={setPublisher}
              fetchOptions={(query, signal) => lookupPublishers(client, query, signal)}
            />
          </div>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <label className="text-sm font-medium">
            CSV-bestand
            <input
              type="file"
              name="file"
              accept=".csv,text/csv"
              onChange={(event) => void choose(event.target.files?.[0])}
              className="mt-1 block text-sm"
            />
          </label>
          <div className="w-32">
            <TextField
              label="Scheidingsteken"
              name="delimiter"
              maxLength={3}
              value={delimiter}
              onChange={setDelimiter}
            />
          </div>
          <button
            type="button"
            disabled={isPending}
            onClick={() => void run(false)}
            className="focus-ring rounded bg-sky-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70"
          >
            Importeren
          </button>
        </div>
        <InlineError message={problem} />
        <details className="text-sm">
          <summary className="cursor-pointer">Kolommen van het bestand</summary>
          <p className="mt-2">
            De eerste rij noemt de kolommen; <code>ean</code> is verplicht. Lijsten scheiden met{' '}
            <code>|</code>, prijzen als <code>bedrag:btw</code> (bedrag in centen), datums als dd-mm-jjjj. Een
            lege cel laat de huidige waarde staan, <code>-</code> maakt het veld leeg.
          </p>
          <p className="mt-2 break-words font-mono text-xs">
            {Object.keys(PRODUCT_IMPORT_COLUMNS).join(delimiter)}
          </p>
        </details>
      </div>

      {result ? (
        <section
          aria-label="Resultaat van de import"
          className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
        >
          <h2 className="text-lg font-semibold">Resultaat</h2>
          <p>
            {result.applied
              ? `${result.added.length} toegevoegd, ${result.updated.length} bijgewerkt${unchangedPart(result)}, ${result.failed.length} met fouten overgeslagen.`
              : `Er is niets gewijzigd: ${result.failed.length} rij(en) bevatten fouten. ${result.added.length} nieuwe en ${result.updated.length} bestaande producten zijn in orde.`}
          </p>
          <div className="flex flex-wrap gap-3">
            {!result.applied && result.added.length + result.updated.length > 0 ? (
              <button
                type="button"
                disabled={isPending}
                onClick={() => void run(true)}
                className="focus-ring rounded border border-amber-700 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900"
              >
                Alleen de geldige rijen importeren ({result.added.length + result.updated.length})
              </button>
            ) : null}
            <button
              type="button"
              onClick={download}
              className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800"
            >
              Resultaat downloaden
            </button>
          </div>
          {result.failed.length > 0 ? (
            <ReportTable
              label="Fouten"
              columns={ERROR_COLUMNS}
              rows={errorRows(result)}
              rowKey={(r) => r.key}
            />
          ) : null}
          {result.added.length > 0 ? (
            <p className="text-sm">
              {result.applied ? 'Toegevoegd' : 'Nieuw (niet uitgevoerd)'}: {result.added.join(', ')}
            </p>
          ) : null}
          {result.updated.length > 0 ? (
            <p className="text-sm">
              {result.applied ? 'Bijgewerkt' : 'Bestaand (niet uitgevoerd)'}: {result.updated.join(', ')}
            </p>
          ) : null}
          {result.unchanged.length > 0 ? (
            <p className="text-sm">Ongewijzigd (niets te doen): {result.unchanged.join(', ')}</p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
