import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import { importMessages, withMessage } from '../../../domain/messages';
import { isPublisherBound } from '../../../domain/rights';
import {
  importResultRows,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_DELIMITER,
  type ProductImportResult,
} from '../../../domain/schemas/product-import';
import { productImportFormSchema } from '../../../domain/schemas/product-import-form';
import { ApiError } from '../../api/api-error';
import { useImportProducts } from '../../api/product-import';
import { downloadCsvText } from '../../kit/download';
import { FileField } from '../../kit/form/file-field';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { Column } from '../../kit/infinite-table';
import { ProblemList } from '../../kit/inline-error';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { PageHeader } from '../../kit/page';
import { ReportTable } from '../../kit/report-table';
import { loadingToast } from '../../kit/toast';

/**
 * Spec 001 §8: 'Error: {message}' stays 6 s. Its 1 s for the success toast yields to the 4 s
 * minimum of every toast (decision 165), so that toast takes the default time.
 */
const IMPORT_ERROR_MS = 6000;

const route = getRouteApi('/productimport');

type ErrorRow = { key: string; row: number; ean: string; fieldName: string; value: string; error: string };

/** ", 2 ongewijzigd" when rows matched what is stored (they are not written), else nothing. */
const unchangedPart = (result: ProductImportResult) =>
  result.unchanged.length > 0 ? `, ${result.unchanged.length} ongewijzigd` : '';

/** One row per problem of a refused product row. */
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

/** What the form sends: the file's text, its delimiter and the publisher of new products. */
type ImportRequest = v.InferOutput<typeof productImportFormSchema>;

/**
 * /productimport (spec 001 §2): a CSV upload in the form kit, checked in the browser by the form's
 * schema (only .csv, line break, rows, delimiter), then checked row by row by the server. A file
 * with bad rows changes nothing until the administrator chooses to import only the valid rows; the
 * result can be downloaded (decision 052).
 */
export function ProductImportScreen() {
  const { admin } = route.useRouteContext();
  const importing = useImportProducts();
  const [sent, setSent] = useState<ImportRequest | null>(null);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  // Why the last run of only the valid rows failed: shown with the answer it was asked from.
  const [onlyValidFailure, setOnlyValidFailure] = useState<string | null>(null);

  const run = async (request: ImportRequest, onlyValid: boolean) => {
    const toast = loadingToast('Producten aan het importeren...');
    try {
      const answer = await importing.mutateAsync({ ...request, onlyValid });
      if (answer.applied) {
        await toast.success(
          `Import voltooid: ${answer.added.length} toegevoegd, ${answer.updated.length} bijgewerkt${unchangedPart(answer)}.`,
        );
      } else {
        await toast.error(
          `${importMessages.failed}: ${answer.failed.length} rij(en) met fouten. ${importMessages.nothingChanged}`,
        );
      }
      return answer;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : null;
      await toast.error(message ? importMessages.error(message) : importMessages.productImportFailed, {
        duration: IMPORT_ERROR_MS,
      });
      // The form shows this under its fields, as it showed the browser's own check.
      throw new Error(withMessage(importMessages.productImportFailed, message));
    }
  };

  const form = useSchemaForm({
    schema: productImportFormSchema,
    initial: { delimiter: PRODUCT_IMPORT_DELIMITER, file: null, publisher: null },
    // A .txt file is refused as it is chosen, not only when Importeren is pressed.
    validateOn: 'change',
    onSubmit: (request) => {
      setResult(null);
      setOnlyValidFailure(null);
      setSent(request);
      return run(request, false);
    },
    onSuccess: setResult,
  });
  const delimiter = form.values.delimiter;
  // An answer is about the file and delimiter it was given: another choice hides it, so 'only the
  // valid rows' never sends the earlier file while the field shows a new one.
  const answered =
    result !== null &&
    sent !== null &&
    sent.producten === (form.values.file?.text ?? '') &&
    sent.delimiter === delimiter;

  return (
    <section className="max-w-5xl space-y-6 pb-24">
      <PageHeader title="Productimport" />
      <SchemaForm
        form={form}
        label="Productimport"
        leavesOnEscape={false}
        className="space-y-4 rounded-lg border border-slate-300 bg-white p-4"
      >
        {isPublisherBound(admin) ? null : (
          <div className="max-w-md">
            <OrganisationLookup
              label="Uitgever (voor nieuwe producten)"
              types={['Uitgever']}
              {...form.bind('publisher')}
            />
          </div>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <FileField label="CSV-bestand" accept=".csv,text/csv" {...form.bind('file')} />
          <TextField label="Scheidingsteken" maxLength={3} className="w-32" {...form.bind('delimiter')} />
          <FormActions saveLabel="Importeren" />
        </div>
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
      </SchemaForm>

      {answered ? (
        <ImportResult
          result={result}
          isPending={importing.isPending}
          failure={onlyValidFailure}
          onlyValid={() => {
            setOnlyValidFailure(null);
            // The server imports all valid rows or none (decision 052): a failure leaves the answer as it was.
            void run(sent, true).then(setResult, (error: Error) => setOnlyValidFailure(error.message));
          }}
        />
      ) : null}
    </section>
  );
}

type ImportResultProps = {
  result: ProductImportResult;
  isPending: boolean;
  /** Why importing only the valid rows failed, or null. */
  failure: string | null;
  onlyValid: () => void;
};

/** What the server answered: counts, 'only the valid rows', the download and every problem. */
function ImportResult({ result, isPending, failure, onlyValid }: ImportResultProps) {
  const download = () => downloadCsvText('productimport-resultaat.csv', importResultRows(result));
  return (
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
      <ProblemList
        title={importMessages.failed}
        note={importMessages.nothingChanged}
        problems={failure ? [failure] : []}
      />
      <div className="flex flex-wrap gap-3">
        {!result.applied && result.added.length + result.updated.length > 0 ? (
          <button
            type="button"
            disabled={isPending}
            onClick={onlyValid}
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
        <ReportTable label="Fouten" columns={ERROR_COLUMNS} rows={errorRows(result)} rowKey={(r) => r.key} />
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
  );
}
