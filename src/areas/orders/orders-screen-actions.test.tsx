// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../../domain/messages';
import type { Right } from '../../../domain/rights';
import { administrators, roles } from '../../../server/db/schema/administrators';
import { type ApiHarness, startApiHarness } from '../../../server/test/api-harness';
import { realApi } from '../../test/real-api';
import { renderApp } from '../../test/render-app';

let harness: ApiHarness;
beforeAll(async () => {
  harness = await startApiHarness();
}, 240_000);
afterAll(() => harness?.close());

async function adminWith(naam: string, rechten: Right[]) {
  const [role] = await harness.db.insert(roles).values({ naam, rechten }).returning();
  const email = `${naam}@leskluis.test`;
  await harness.db
    .insert(administrators)
    .values({ name: naam, email, passwordHash: 'geen', rolId: role!.id });
  return email;
}

describe('/orders actions by right (spec 001 §2)', () => {
  it('links to /orderimport with orders_toevoegen and offers the Prius retry with retry_prius_order only', async () => {
    const reader = await adminWith('orders-lezer', ['orders_inzien']);
    const first = renderApp('/orders', realApi(harness, reader));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders importeren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: orderMessages.retryAllPrius })).not.toBeInTheDocument();
    first.unmount();

    const importer = await adminWith('orders-importeur', [
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
