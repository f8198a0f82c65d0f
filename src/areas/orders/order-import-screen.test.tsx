// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { administrator, json, stubApi } from '../../test/stub-api';

const apiFor = (rechten: string[]) =>
  stubApi({
    '/api/administrators/me': () => json(administrator(rechten)),
    '/api/schoolyears': () => json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
    '/api/eckaccounts/beheer': () => json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
  });

describe('/orderimport links (issue 18 A5)', () => {
  it('offers no way to /orders to an administrator without orders_inzien', async () => {
    renderApp('/orderimport', apiFor(['orders_toevoegen']));
    expect(await screen.findByRole('heading', { name: 'Orderimport' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Naar orders' })).toBeNull();
  });

  it('links /orders with orders_inzien', async () => {
    renderApp('/orderimport', apiFor(['orders_toevoegen', 'orders_inzien']));
    expect(await screen.findByRole('link', { name: 'Naar orders' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/orders',
    );
  });
});
