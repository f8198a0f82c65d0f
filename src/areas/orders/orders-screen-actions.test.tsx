// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../../domain/messages';
import { type ApiHarness, startApiHarness } from '../../../server/test-support/api-harness';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

let harness: ApiHarness;
beforeAll(async () => {
  harness = await startApiHarness();
}, 240_000);
afterAll(() => harness?.close());

describe('/orders actions by right (spec 001 §2)', () => {
  it('links to /orderimport with orders_toevoegen and offers the Prius retry with retry_prius_order only', async () => {
    const reader = await harness.staffWith('orders-lezer', ['orders_inzien']);
    const first = renderApp('/orders', realApi(harness, reader));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders importeren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: orderMessages.retryAllPrius })).not.toBeInTheDocument();
    first.unmount();

    const importer = await harness.staffWith('orders-importeur', [
      'orders_inzien',
      'orders_toevoegen',
      'retry_prius_order',
    ]);
    renderApp('/orders', realApi(harness, importer));
    expect(await screen.findByRole('link', { name: 'Orders importeren' })).toHaveAttribute(
      'href',
      '/orderimport',
    );
    expect(screen.getByRole('button', { name: orderMessages.retryAllPrius })).toBeInTheDocument();
  });
});
