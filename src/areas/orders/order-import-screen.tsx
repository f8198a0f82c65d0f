import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { orderMessages } from '../../../domain/messages';
import { isSuperuser } from '../../../domain/rights';
import { ORDER_IMPORT_DELIMITER, type OrderImportResult } from '../../../domain/schemas/order';
import { orderImportFormSchema } from '../../../domain/schemas/order-import-form';
import { currentSchoolYear } from '../../../domain/school-year';
import { refusedImport, useEckAccounts, useImportOrders } from '../../api/orders';
import { useSchoolYears } from '../../api/school-years';
import { Select } from '../../kit/form/choice-fields';
import { FileField } from '../../kit/form/file-field';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { ProblemList } from '../../kit/inline-error';
import { Page } from '../../kit/page';
import { AllowedLink } from '../../kit/route-link';

/** /orderimport (spec 001 §2): a CSV of order lines with distributor account, school year and reference. */
export function OrderImportScreen() {
  const { admin } = useRouteContext({ from: '__root__' });
  const years = useSchoolYears();
  const accounts = useEckAccounts();
  const importOrders = useImportOrders();
  const mustChooseAccount = isSuperuser(admin);
  const [result, setResult] = useState<OrderImportResult | null>(null);
  const form = useSchemaForm({
    schema: orderImportFormSchema(mustChooseAccount),
    initial: {
      eckAccountId: '',
      schoolYearName: currentSchoolYear(new Date()),
      referenceId: '',
      contractId: '',
      delimiter: ORDER_IMPORT_DELIMITER,
      file: null,
    },
    onSubmit: (request) => {
      setResult(null);
      return importOrders.mutateAsync(request);
    },
    onSuccess: setResult,
    // A refused file's rows are listed below the form with the message (the outcome).
    onError: (error) => setResult(refusedImport(error)),
  });
  const accountOptions = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.name} (${account.organisation.name})`,
  }));

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
      <SchemaForm form={form} label="Orderimport" className="grid max-w-2xl grid-cols-1 gap-4 md:grid-cols-2">
        <Select
          label="Distributeuraccount"
          required={mustChooseAccount}
          className="md:col-span-2"
          placeholder={mustChooseAccount ? 'Kies een distributeuraccount' : 'Geen (standaarddistributeur)'}
          options={accountOptions}
          {...form.bind('eckAccountId')}
        />
        <Select
          label="Schooljaar"
          required
          options={years.map((year) => ({ value: year.name, label: year.name }))}
          {...form.bind('schoolYearName')}
        />
        <TextField label="Referentie" required maxLength={200} {...form.bind('referenceId')} />
        <TextField label="Contract-id (optioneel)" maxLength={200} {...form.bind('contractId')} />
        <TextField label="Scheidingsteken" maxLength={1} className="w-32" {...form.bind('delimiter')} />
        <FileField
          label="CSV-bestand"
          required
          accept=".csv,text/csv"
          className="md:col-span-2"
          {...form.bind('file')}
        />
        <div className="md:col-span-2">
          <FormActions saveLabel="Importeren" />
        </div>
      </SchemaForm>
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
  // A refusal without rows is on the form already (ProblemList shows nothing); one with rows is listed here in full.
  return (
    <ProblemList
      title={result.message ?? orderMessages.importFailed}
      note="Er is niets geïmporteerd. Verbeter het bestand en probeer het opnieuw."
      problems={result.errors.map((error) => error.message)}
    />
  );
}
