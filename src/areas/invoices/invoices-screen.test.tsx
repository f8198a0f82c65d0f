// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceProductDetail } from '../../../domain/schemas/invoice';
import { columnTitles } from '../../test-support/column-titles';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, type StubApi, signedInApi } from '../../test-support/stub-api';

const line = (productId: number, price: number): InvoiceProductDetail => ({
  productId,
  ean: `978000000000${productId}`,
  title: `Rekenen ${productId}`,
  consumerPrice: 1000,
  availableTlinks: 4,
  activeTlinks: 3,
  availableEck: 2,
  totalInactive: 1,
  totalPaidLicenses: 5,
  price,
});

const invoice = (productDetails: InvoiceProductDetail[]): Invoice => ({
  id: '9-2026-9',
  organisation: { id: 9, name: 'Uitgeverij Noord' },
  year: 2026,
  month: 9,
  attributes: {
    billingModel: 'Percentage',
    billingPercentage: 10,
    billingPrice: null,
    totalPrice: 1234,
    adjustedTotal: null,
    productDetails,
  },
});

/** The bodies the adjust form sent, by the API they were sent to. */
const sent = new Map<StubApi, unknown[]>();

const apiFor = (details: InvoiceProductDetail[], me = administrator(['is_superuser'])) => {
  const bodies: unknown[] = [];
  // The stored invoice: a correction changes it, as the server's would.
  let stored = invoice(details);
  const api = signedInApi(me, {
    '/api/organisations/9': () => json({ id: 9, name: 'Uitgeverij Noord' }),
    '/api/organisations/9/invoices/2026/9': () => json(stored),
    '/api/invoices/actions/adjustInvoice': async (_url, request) => {
      const { invoice: body } = (await request.json()) as { invoice: { adjustedTotal: number | null } };
      bodies.push(body);
      stored = { ...stored, attributes: { ...stored.attributes, adjustedTotal: body.adjustedTotal } };
      return json(stored);
    },
  });
  sent.set(api, bodies);
  return api;
};

const adjustments = (api: StubApi) => sent.get(api) ?? [];

describe('/invoices: the invoice report, its lines in the list kit table (spec 001 §2)', () => {
  it('shows the pasted month and publisher with a line per product, numbers right-aligned', async () => {
    renderApp('/invoices?month=2026-09&organisation=9', apiFor([line(1, 1234), line(2, 50)]));
    const table = await screen.findByRole('table', { name: 'Productdetails' });
    expect(columnTitles(table)).toEqual([
      'EAN',
      'Titel',
      'Beschikbaar (TLink)',
      'Actief (TLink)',
      'ECK',
      'Inactief',
      'Betaald',
      'Prijs',
    ]);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Rekenen 1')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('5')).toHaveClass('text-right');
  });

  it('says Geen gegevens in the table for an invoice without product lines', async () => {
    renderApp('/invoices?month=2026-09&organisation=9', apiFor([]));
    const table = await screen.findByRole('table', { name: 'Productdetails' });
    expect(within(table).getByText('Geen gegevens')).toBeInTheDocument();
  });

  it('asks for a publisher first, and keeps the chosen month in the URL', async () => {
    const api = apiFor([]);
    const { router } = renderApp('/invoices?month=2026-08', api);
    expect(await screen.findByText('Kies een uitgever')).toBeInTheDocument();
    expect(screen.getByLabelText('Uitgever')).toBeInTheDocument();
    const month = screen.getByLabelText('Maand');
    expect(month).toHaveValue('2026-08');
    // jsdom types no month into a month field: the browser's change event, as a picked month sends it.
    fireEvent.change(month, { target: { value: '2026-09' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ month: '2026-09' }));
    expect(api.requests.some((r) => r.url.includes('/invoices/'))).toBe(false);
  });

  it("shows a publisher-bound administrator their own publisher's invoice, without the choice or the correction", async () => {
    const me = administrator(['factuur_inzien'], {
      id: 9,
      name: 'Uitgeverij Noord',
      askForVolledigeNaam: false,
    });
    renderApp('/invoices?month=2026-09&organisation=4', apiFor([line(1, 1234)], me));
    expect(await screen.findByRole('table', { name: 'Productdetails' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Uitgever')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Totaal aanpassen' })).not.toBeInTheDocument();
  });

  it('saves a correction in whole euros as cents, clears anything else with the spec text, and removes it', async () => {
    const user = userEvent.setup();
    const api = apiFor([line(1, 1234)]);
    renderApp('/invoices?month=2026-09&organisation=9', api);
    const field = await screen.findByLabelText('Totaal aanpassen (hele euro’s)');
    await user.type(field, '12,50');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een geheel bedrag in euro’s in')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(adjustments(api)).toEqual([]);

    await user.type(field, '125');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(adjustments(api)).toEqual([{ organisationId: 9, year: 2026, month: 9, adjustedTotal: 12500 }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Aanpassing verwijderen' }));
    await waitFor(() => expect(adjustments(api).at(-1)).toMatchObject({ adjustedTotal: null }));
  });
});
