// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { testQueryClient } from '../../test/render';
import { json, stubApi } from '../../test/stub-api';
import { ReserveDialog } from './reserve-dialog';

function setup() {
  const api = stubApi({
    '/api/tlinklicenses/productsummary': () =>
      json([{ productId: 11, productTitle: 'Rekenen groep 5', productEan: '9789000000011', available: 40 }]),
    '/api/organisations': () =>
      json([{ id: 21, name: 'Basisschool De Linde', brin: '12AB' }], {
        headers: { 'Content-Range': 'items 0-0/1' },
      }),
    '/api/tlinklicenses/actions/reserveTLinks': () => json([]),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ApiProvider client={api.client}>
        <ReserveDialog open onClose={() => {}} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the reserve dialog amount (spec 001 §5: whole number, min 0, capped, up to 5 digits)', () => {
  it('refuses a decimal or negative amount with the spec error instead of reading other digits', async () => {
    const { api, user } = setup();
    await user.type(screen.getByRole('combobox', { name: /School/ }), 'Linde');
    await user.click(await screen.findByRole('option', { name: /De Linde/ }, { timeout: 5000 }));
    const amount = await screen.findByRole('textbox', { name: 'Aantal Rekenen groep 5' });

    await user.type(amount, '2.5');
    expect(amount).toHaveValue('2.5');
    expect(amount).toHaveAccessibleDescription('Veld moet een geheel getal zijn');
    expect(screen.getByRole('button', { name: 'Reserveren' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '-3');
    expect(amount).toHaveValue('-3');
    expect(amount).toHaveAccessibleDescription('Moet minimaal 0 zijn');
    expect(screen.getByRole('button', { name: 'Reserveren' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '75');
    expect(amount, 'capped at the 40 available').toHaveValue('40');
    expect(amount).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.endsWith('/reserveTLinks'))).toBe(true),
    );
    const sent = api.requests.find((request) => request.url.endsWith('/reserveTLinks'));
    expect(await sent?.json()).toEqual([{ organisationId: 21, productId: 11, amount: 40 }]);
  });
});
