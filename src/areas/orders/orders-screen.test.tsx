// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../domain/schemas/order';
import { renderApp } from '../../test-support/render-app';
import { administrator, listPage, signedInApi } from '../../test-support/stub-api';

const correction: OrderDetail = {
  id: 71,
  createdAt: '2024-09-02T08:30:00.000Z',
  amount: -2,
  referenceId: 'REF-2024-0107',
  correctReferenceId: 'REF-2024-0042',
  product: { id: 4, ean: '9789000000017', title: 'Wiskunde Plus' },
  orderLineId: 'L2',
  correctLineId: 'L1',
  orderId: 'ORD-1001',
  externId: 'ECK-EXT-778',
  creationMethod: 'ECK',
  schoolYear: '2024-2025',
  contractId: null,
  eckAccount: null,
  distributor: { id: 9, name: 'Boekhandel Noord' },
  priusStatus: 'SENT',
  priusAttempts: 1,
  priusLastError: null,
  priusDeliveredAt: '2024-09-02T08:31:00.000Z',
};

describe('/orders (spec 001 §3 Order detail, issue 18 D21)', () => {
  it('shows the extern id and the corrected reference and line of an order line', async () => {
    renderApp(
      '/orders',
      signedInApi(administrator(['orders_inzien']), {
        '/api/orderdetails': () => listPage([correction]),
      }),
    );
    const table = await screen.findByRole('grid', { name: 'Orders' }, { timeout: 20_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Extern ID', 'Correctie van referentie / regel']));
    const row = (await within(table).findByText('ORD-1001 / L2')).closest('tr')!;
    expect(within(row).getByText('ECK-EXT-778')).toBeInTheDocument();
    expect(within(row).getByText('REF-2024-0042 / L1')).toBeInTheDocument();
  });
});
