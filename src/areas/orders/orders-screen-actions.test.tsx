// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../../domain/messages';
import { fileApiHarness } from '../../../server/test-support/api-harness';
import { realApi, sqlRows } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();

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

  it("offers a line's 'Opnieuw naar Prius' as its row command, with the right and not while it waits", async () => {
    const [failed] = await sqlRows<{ id: number; order_id: string; order_line_id: string | null }>(
      harness,
      sql.raw(`select id, order_id, order_line_id from order_details
        where prius_status = 'FAILED' order by id limit 1`),
    );
    if (!failed) throw new Error('the demo seed has a failed Prius line');
    const label = failed.order_line_id ? `${failed.order_id} / ${failed.order_line_id}` : failed.order_id;
    const reader = await harness.staffWith('prius-lezer', ['orders_inzien']);
    const first = renderApp('/orders?priusStatus=FAILED', realApi(harness, reader));
    const readerGrid = await screen.findByRole('grid', { name: 'Orders' }, { timeout: 20_000 });
    await within(readerGrid).findAllByText('Mislukt', {}, { timeout: 20_000 });
    expect(within(readerGrid).queryAllByRole('button', { name: /^Opnieuw naar Prius/ })).toEqual([]);
    first.unmount();

    const retrier = await harness.staffWith('prius-herstarter', ['orders_inzien', 'retry_prius_order']);
    const pending = renderApp('/orders?priusStatus=PENDING', realApi(harness, retrier));
    const pendingGrid = await screen.findByRole('grid', { name: 'Orders' }, { timeout: 20_000 });
    await within(pendingGrid).findAllByText('Klaargezet', {}, { timeout: 20_000 });
    expect(within(pendingGrid).queryAllByRole('button', { name: /^Opnieuw naar Prius/ })).toEqual([]);
    pending.unmount();

    renderApp(`/orders?priusStatus=FAILED&q=${failed.order_id}`, realApi(harness, retrier));
    const grid = await screen.findByRole('grid', { name: 'Orders' }, { timeout: 20_000 });
    const button = await within(grid).findByRole(
      'button',
      { name: `Opnieuw naar Prius: ${label}` },
      { timeout: 20_000 },
    );
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    await waitFor(async () => {
      const [line] = await sqlRows<{ prius_status: string }>(
        harness,
        sql.raw(`select prius_status from order_details where id = ${failed.id}`),
      );
      expect(line?.prius_status).toBe('PENDING');
    });
  });
});
