import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { addMonths, todayKey } from '../../../domain/dates';
import { parseAdjustedEuros } from '../../../domain/invoice-math';
import { invoiceExtraMessages, invoiceMessages } from '../../../domain/messages';
import { formatEuro } from '../../../domain/numbers';
import { isSuperuser } from '../../../domain/rights';
import type { Invoice, InvoiceProductDetail, InvoiceSearch } from '../../../domain/schemas/invoice';
import { type InvoicePeriod, useAdjustInvoice, useInvoice } from '../../api/invoices';
import { centsColumn, countColumn, textColumn } from '../../kit/column-kinds';
import type { Column } from '../../kit/infinite-table';
import { ListError } from '../../kit/inline-error';
import { OrganisationLookup, useOrganisationOption } from '../../kit/organisation-lookup';
import { Page } from '../../kit/page';
import { ReportTable } from '../../kit/report-table';

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

/** /invoices 'Facturatie' (spec 001 §2): a publisher's invoice of one month, adjustable by a superuser. */
export function InvoicesScreen() {
  const search = route.useSearch() as InvoiceSearch;
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const monthId = useId();
  const month = search.month ?? previousMonth();
  // A publisher-bound administrator sees their own publisher; the choice is for everyone else
  // (docs/decisions/073-invoices-publisher-choice.md).
  const canChoose = admin.uitgeverId === null;
  const organisationId = canChoose
    ? search.organisation
      ? Number(search.organisation)
      : null
    : admin.uitgeverId;
  const organisation = useOrganisationOption(canChoose ? organisationId : null);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const period: InvoicePeriod | null = organisationId ? { organisationId, year, month: monthNumber } : null;
  const invoice = useInvoice(period);

  return (
    <Page title="Facturatie">
      <div className="grid max-w-3xl grid-cols-1 gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={monthId} className="block text-sm font-medium">
            Maand
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            max={todayKey().slice(0, 7)}
            onChange={(event) =>
              event.target.value &&
              void navigate({ search: (current) => ({ ...current, month: event.target.value }) })
            }
            className="focus-ring w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
        {canChoose ? (
          <OrganisationLookup
            label="Uitgever"
            types={['Uitgever']}
            value={organisation}
            onChange={(option) =>
              void navigate({
                search: (current) => ({ ...current, organisation: option ? String(option.id) : undefined }),
              })
            }
          />
        ) : null}
      </div>
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
    </Page>
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
        {canAdjust ? <AdjustTotal period={period} current={attributes.adjustedTotal} /> : null}
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

/** The superuser's correction: whole euros only; anything else clears the field (spec 001 §5). */
function AdjustTotal({ period, current }: { period: InvoicePeriod; current: number | null }) {
  const inputId = useId();
  const adjust = useAdjustInvoice(period);
  const [text, setText] = useState(current === null ? '' : String(current / 100));
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => setText(current === null ? '' : String(current / 100)), [current]);

  const save = (cents: number | null) => adjust.mutate(cents);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAdjustedEuros(text);
    if (cents === null) {
      setText('');
      setHint(invoiceExtraMessages.adjustInteger);
      return;
    }
    setHint(null);
    void save(cents);
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {invoiceExtraMessages.adjust} (hele euro’s)
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text.trim() !== '' && parseAdjustedEuros(text) === null) {
              setText('');
              setHint(invoiceExtraMessages.adjustInteger);
            }
          }}
          className="focus-ring w-40 rounded border border-slate-300 px-3 py-2 font-mono"
        />
      </div>
      <button
        type="submit"
        disabled={adjust.isPending}
        className="focus-ring rounded bg-sky-700 px-4 py-2 font-semibold text-white"
      >
        Opslaan
      </button>
      {current !== null ? (
        <button
          type="button"
          disabled={adjust.isPending}
          onClick={() => void save(null)}
          className="focus-ring rounded border border-slate-300 px-4 py-2"
        >
          Aanpassing verwijderen
        </button>
      ) : null}
      {hint ? <p className="w-full text-sm text-red-700">{hint}</p> : null}
    </form>
  );
}
