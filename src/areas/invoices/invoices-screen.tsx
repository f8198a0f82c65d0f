import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import * as v from 'valibot';
import { addMonths, todayKey } from '../../../domain/dates';
import { parseAdjustedEuros } from '../../../domain/invoice-math';
import { invoiceExtraMessages, invoiceMessages } from '../../../domain/messages';
import { formatEuro } from '../../../domain/numbers';
import { isSuperuser } from '../../../domain/rights';
import type { Invoice, InvoiceProductDetail } from '../../../domain/schemas/invoice';
import { type InvoicePeriod, useAdjustInvoice, useInvoice } from '../../api/invoices';
import { centsColumn, countColumn, textColumn } from '../../kit/column-kinds';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { Column } from '../../kit/infinite-table';
import { ListError } from '../../kit/inline-error';
import { LabelledField } from '../../kit/labelled-field';
import { useListRoute } from '../../kit/list-route';
import { ListPage } from '../../kit/list-screen';
import { ReportTable } from '../../kit/report-table';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { invoiceFilters } from './invoices-list';

const route = getRouteApi('/invoices');

/** The invoice's lines per product (spec 001 §2), in the list kit's table look; counts at the end. */
const PRODUCT_COLUMNS: Column<InvoiceProductDetail>[] = [
  {
    id: 'ean',
    header: 'EAN',
    cell: (line) => <span className="font-mono">{line.ean}</span>,
    text: (line) => line.ean,
    width: '9rem',
  },
  textColumn('title', 'Titel', { width: '2fr' }),
  countColumn('availableTlinks', 'Beschikbaar (TLink)'),
  countColumn('activeTlinks', 'Actief (TLink)'),
  countColumn('availableEck', 'ECK', { width: '6rem' }),
  countColumn('totalInactive', 'Inactief', { width: '6rem' }),
  countColumn('totalPaidLicenses', 'Betaald', { width: '6rem' }),
  centsColumn('price', 'Prijs'),
];

/** The month before `now` as 'YYYY-MM': the last complete month, the usual one to invoice. */
export function previousMonth(now: Date = new Date()): string {
  return addMonths(todayKey(now).slice(0, 7), -1);
}

/** The month field above the publisher lookup; a month is 'yyyy-MM' in the URL and the field alike. */
function MonthField({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const id = useId();
  return (
    <div className="max-w-sm">
      <LabelledField id={id} label="Maand">
        <input
          id={id}
          type="month"
          value={value}
          max={todayKey().slice(0, 7)}
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className="focus-ring w-full rounded border border-slate-300 px-3 py-2"
        />
      </LabelledField>
    </div>
  );
}

/** /invoices 'Facturatie' (spec 001 §2): a publisher's invoice of one month, adjustable by a superuser. */
export function InvoicesScreen() {
  const { admin } = route.useRouteContext();
  const list = useListRoute(route, invoiceFilters, '', useHiddenFilters(route, invoiceFilters));
  const month = list.search.month ?? previousMonth();
  // The declaration's filter, its hidden keys left out: a publisher-bound administrator's holds no
  // publisher (theirs is hidden, decision 073), so they see their own (decision 664).
  const organisationId = list.filter.organisation ?? admin.uitgeverId;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const period: InvoicePeriod | null = organisationId ? { organisationId, year, month: monthNumber } : null;
  const invoice = useInvoice(period);

  return (
    <ListPage
      title="Facturatie"
      searchLabel="Facturatie zoeken"
      list={list}
      top={
        <MonthField
          value={month}
          onChange={(next) => list.setSearch((current) => ({ ...current, month: next }))}
        />
      }
    >
      {!period ? <p className="text-slate-700">{invoiceExtraMessages.chooseOrganisation}</p> : null}
      {period && invoice.isPending ? <p>Factuur aan het ophalen...</p> : null}
      <ListError error={period ? invoice.error : null} />
      {period && invoice.isSuccess && invoice.data === null ? (
        <p role="status" className="rounded border border-slate-200 bg-white p-3">
          {invoiceMessages.notFound}
        </p>
      ) : null}
      {period && invoice.data ? (
        <InvoiceView invoice={invoice.data} period={period} canAdjust={isSuperuser(admin)} />
      ) : null}
    </ListPage>
  );
}

function InvoiceView({
  invoice,
  period,
  canAdjust,
}: {
  invoice: Invoice;
  period: InvoicePeriod;
  canAdjust: boolean;
}) {
  const { attributes } = invoice;
  const terms =
    attributes.billingModel === 'Percentage'
      ? `Percentage: ${attributes.billingPercentage ?? 0}% van de consumentenprijs`
      : `Vaste prijs: ${formatEuro(attributes.billingPrice ?? 0)} per licentie`;
  const toPay = attributes.adjustedTotal ?? attributes.totalPrice;
  return (
    <section aria-label="Factuur" className="space-y-4">
      <div className="rounded border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold">
          {invoice.organisation.name} · {String(invoice.month).padStart(2, '0')}-{invoice.year}
        </h2>
        <p className="text-sm text-slate-700">{terms}</p>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-3">
          <dt className="text-slate-600">Berekend totaal</dt>
          <dd data-testid="invoice-total" className="font-mono">
            {formatEuro(attributes.totalPrice)}
          </dd>
          <dd />
          <dt className="text-slate-600">Aangepast totaal</dt>
          <dd className="font-mono">
            {attributes.adjustedTotal === null ? '—' : formatEuro(attributes.adjustedTotal)}
          </dd>
          <dd />
          <dt className="font-semibold">Te factureren</dt>
          <dd className="font-mono font-semibold">{formatEuro(toPay)}</dd>
        </dl>
        {/* Mounted per stored total: after a save the field starts from what is stored. */}
        {canAdjust ? (
          <AdjustTotal
            key={String(attributes.adjustedTotal)}
            period={period}
            current={attributes.adjustedTotal}
          />
        ) : null}
      </div>
      <ReportTable
        label="Productdetails"
        columns={PRODUCT_COLUMNS}
        rows={attributes.productDetails}
        rowKey={(line) => line.productId}
      />
    </section>
  );
}

/**
 * The correction as the form holds it: whole euros typed, cents saved. Anything but a whole number
 * is refused with the spec's text and the field is cleared (spec 001 §5).
 */
const AdjustTotalFormSchema = v.object({
  euros: v.pipe(v.string(), v.transform(parseAdjustedEuros), v.number(invoiceExtraMessages.adjustInteger)),
});

/** The superuser's correction on the form kit; 'Aanpassing verwijderen' saves none. */
function AdjustTotal({ period, current }: { period: InvoicePeriod; current: number | null }) {
  const adjust = useAdjustInvoice(period);
  const form = useSchemaForm({
    schema: AdjustTotalFormSchema,
    initial: { euros: current === null ? '' : String(current / 100) },
    onSubmit: ({ euros }) => adjust.mutateAsync(euros),
    onInvalid: () => form.setField('euros', ''),
  });
  return (
    <SchemaForm
      form={form}
      label={invoiceExtraMessages.adjust}
      leavesOnEscape={false}
      className="mt-4 flex flex-wrap items-start gap-2"
    >
      <TextField
        label={`${invoiceExtraMessages.adjust} (hele euro’s)`}
        className="w-48"
        maxLength={9}
        {...form.bind('euros')}
      />
      <button
        type="submit"
        disabled={form.isPending}
        className="focus-ring mt-6 rounded bg-sky-700 px-4 py-2 font-semibold text-white"
      >
        Opslaan
      </button>
      {current !== null ? (
        <button
          type="button"
          disabled={form.isPending || adjust.isPending}
          onClick={() => adjust.mutate(null)}
          className="focus-ring mt-6 rounded border border-slate-300 px-4 py-2"
        >
          Aanpassing verwijderen
        </button>
      ) : null}
    </SchemaForm>
  );
}
