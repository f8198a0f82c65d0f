import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { checkCsv, csvErrorText, isCsvFileName } from '../../../domain/csv-import';
import { importMessages, orderMessages } from '../../../domain/messages';
import { isSuperuser } from '../../../domain/rights';
import {
  ORDER_IMPORT_DELIMITER,
  OrderImportFormSchema,
  type OrderImportResult,
} from '../../../domain/schemas/order';
import { currentSchoolYear } from '../../../domain/school-year';
import { useEckAccounts, useImportOrders } from '../../api/orders';
import { useSchoolYears } from '../../api/school-years';
import { Page } from '../../kit/page';
import { AllowedLink } from '../../kit/route-link';
import { loadingToast } from '../../kit/toast';

const inputClass = 'focus-ring w-full rounded border border-slate-300 px-3 py-2';

/** /orderimport (spec 001 §2): a CSV of order lines with distributor account, school year and reference. */
export function OrderImportScreen() {
  const { admin } = useRouteContext({ from: '__root__' });
  const ids = {
    account: useId(),
    year: useId(),
    reference: useId(),
    contract: useId(),
    delimiter: useId(),
    file: useId(),
  };
  const years = useSchoolYears();
  const accounts = useEckAccounts();
  const importOrders = useImportOrders();
  const mustChooseAccount = isSuperuser(admin);
  const [eckAccountId, setEckAccountId] = useState('');
  const [schoolYearName, setSchoolYearName] = useState(() => currentSchoolYear(new Date()));
  const [referenceId, setReferenceId] = useState('');
  const [contractId, setContractId] = useState('');
  const [delimiter, setDelimiter] = useState(ORDER_IMPORT_DELIMITER);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [result, setResult] = useState<OrderImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const parsed = v.safeParse(OrderImportFormSchema, {
      eckAccountId,
      schoolYearName,
      referenceId,
      contractId,
    });
    if (!parsed.success) for (const issue of parsed.issues) next[v.getDotPath(issue) ?? ''] = issue.message;
    if (mustChooseAccount && !eckAccountId) next.eckAccountId = orderMessages.distributorRequired;
    if (!file) next.file = importMessages.noFileSelected;
    else if (!isCsvFileName(file.name)) next.file = 'Alleen .csv-bestanden kunnen worden geïmporteerd.';
    if (delimiter.length !== 1) next.delimiter = 'Kies één scheidingsteken.';
    setProblems(next);
    if (Object.keys(next).length > 0 || !file) return;
    const text = await file.text();
    const check = checkCsv(text, { delimiter, hasHeader: true, emptyMessage: orderMessages.emptyList });
    if (!check.ok) {
      setProblems({ file: csvErrorText(check.error) });
      return;
    }
    const toast = loadingToast(orderMessages.importing);
    setResult(null);
    try {
      const answer = await importOrders.mutateAsync({
        schoolYearName,
        referenceId: referenceId.trim(),
        eckAccountId: eckAccountId ? Number(eckAccountId) : undefined,
        contractId: contractId.trim() || undefined,
        delimiter,
        orders: text,
      });
      setResult(answer);
      if (answer.addedAmount > 0) await toast.success(orderMessages.imported(answer.addedAmount));
      else await toast.error(answer.message ?? orderMessages.importFailed);
    } catch (error) {
      await toast.error(importMessages.error(error instanceof Error ? error.message : String(error)));
    }
  };

  const fieldError = (key: string) =>
    problems[key] ? (
      <p className="text-sm text-red-700" id={`${key}-error`}>
        {problems[key]}
      </p>
    ) : null;

  return (
    <Page
      title="Orderimport"
      subtitle="Importeer orderregels uit een CSV-bestand met de kolommen ean, amount, orderId en optioneel orderLineId en contractId."
      actions={
        <AllowedLink href="/orders" className="text-sm text-sky-800 underline" fallback={null}>
          Naar orders
        </AllowedLink>
      }
    >
      <form onSubmit={submit} noValidate className="grid max-w-2xl grid-cols-1 gap-4 md:grid-cols-2">
        <div className="space-y-1 md:col-span-2">
          <label htmlFor={ids.account} className="block text-sm font-medium">
            Distributeuraccount{mustChooseAccount ? ' *' : ''}
          </label>
          <select
            id={ids.account}
            value={eckAccountId}
            onChange={(event) => setEckAccountId(event.target.value)}
            aria-invalid={problems.eckAccountId ? true : undefined}
            className={inputClass}
          >
            <option value="">
              {mustChooseAccount ? 'Kies een distributeuraccount' : 'Geen (standaarddistributeur)'}
            </option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.organisation.name})
              </option>
            ))}
          </select>
          {fieldError('eckAccountId')}
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.year} className="block text-sm font-medium">
            Schooljaar *
          </label>
          <select
            id={ids.year}
            value={schoolYearName}
            onChange={(event) => setSchoolYearName(event.target.value)}
            className={inputClass}
          >
            {years.map((year) => (
              <option key={year.id} value={year.name}>
                {year.name}
              </option>
            ))}
          </select>
          {fieldError('schoolYearName')}
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.reference} className="block text-sm font-medium">
            Referentie *
          </label>
          <input
            id={ids.reference}
            value={referenceId}
            maxLength={200}
            onChange={(event) => setReferenceId(event.target.value)}
            aria-invalid={problems.referenceId ? true : undefined}
            className={inputClass}
          />
          {fieldError('referenceId')}
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.contract} className="block text-sm font-medium">
            Contract-id (optioneel)
          </label>
          <input
            id={ids.contract}
            value={contractId}
            maxLength={200}
            onChange={(event) => setContractId(event.target.value)}
            className={inputClass}
          />
          {fieldError('contractId')}
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.delimiter} className="block text-sm font-medium">
            Scheidingsteken
          </label>
          <input
            id={ids.delimiter}
            value={delimiter}
            maxLength={1}
            onChange={(event) => setDelimiter(event.target.value)}
            className={`${inputClass} w-20`}
          />
          {fieldError('delimiter')}
        </div>
        <div className="space-y-1 md:col-span-2">
          <label htmlFor={ids.file} className="block text-sm font-medium">
            CSV-bestand *
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block text-sm"
          />
          {fieldError('file')}
        </div>
        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={importOrders.isPending}
            className="focus-ring rounded bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
          >
            Importeren
          </button>
        </div>
      </form>
      {result ? <ImportOutcome result={result} /> : null}
    </Page>
  );
}

function ImportOutcome({ result }: { result: OrderImportResult }) {
  if (result.addedAmount > 0) {
    return (
      <div role="status" className="max-w-2xl rounded border border-emerald-300 bg-emerald-50 p-3">
        <p>{orderMessages.imported(result.addedAmount)}</p>
        <AllowedLink href="/orderbalans" className="text-sky-800 underline" fallback={null}>
          Bekijk de orderbalans
        </AllowedLink>
      </div>
    );
  }
  return (
    <div role="alert" className="max-w-2xl space-y-2 rounded border border-red-300 bg-red-50 p-3">
      <p className="font-semibold">{result.message ?? orderMessages.importFailed}</p>
      {result.errors.length > 0 ? (
        <>
          <p className="text-sm">Er is niets geïmporteerd. Verbeter het bestand en probeer het opnieuw.</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {result.errors.map((error) => (
              <li key={`${error.path}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
