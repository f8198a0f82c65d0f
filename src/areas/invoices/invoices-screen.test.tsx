// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceProductDetail } from '../../../domain/schemas/invoice';
import { columnTitles } from '../../test-support/column-titles';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, stubApi } from '../../test-support/stub-api';

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

const apiFor = (details: InvoiceProductDetail[]) =>
  stubApi({
    '/api/administrators/me': () => json(administrator(['is_superuser'])),
    '/api/organisations/9': () => json({ id: 9, name: 'Uitgeverij Noord' }),
    '/api/organisations/9/invoices/2026/9': () => json(invoice(details)),
  });

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
});
