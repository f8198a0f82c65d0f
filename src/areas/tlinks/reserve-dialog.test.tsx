// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tlinkMessages } from '../../../domain/messages';
import { renderInRouter } from '../../test-support/render-in-router';
import { json, organisation, stubApi } from '../../test-support/stub-api';
import { ReserveDialog, reservedText } from './reserve-dialog';

async function setup() {
  const api = stubApi({
    '/api/tlinklicenses/productsummary': () =>
      json([{ productId: 11, productTitle: 'Rekenen groep 5', productEan: '9789000000011', available: 40 }]),
    '/api/organisations': () =>
      json([{ ...organisation(21, 'Basisschool De Linde', ['School']), brin: '12AB' }], {
        headers: { 'Content-Range': 'items 0-0/1' },
      }),
    '/api/tlinklicenses/actions/reserveTLinks': () =>
      json([{ licenseCode: 'AB23CD45', product: 'Rekenen groep 5', startDate: null, endDate: null }]),
  });
  const closed: number[] = [];
  renderInRouter(<ReserveDialog open onClose={() => closed.push(1)} />, api);
  await screen.findByRole('dialog', { name: 'TLinks reserveren' });
  const reserveCalls = () => api.requests.filter((request) => request.url.endsWith('/reserveTLinks'));
  return { api, closed, reserveCalls, user: userEvent.setup() };
}

describe('the reserve dialog (a form of the kit; spec 001 §5: whole number, min 0, capped, up to 5 digits)', () => {
  it('refuses a decimal or negative amount with the spec error and sends nothing', async () => {
    const { user, reserveCalls } = await setup();
    await user.type(screen.getByRole('combobox', { name: /School/ }), 'Linde');
    await user.click(await screen.findByRole('option', { name: /De Linde/ }, { timeout: 5000 }));
    const amount = await screen.findByRole('textbox', { name: 'Aantal Rekenen groep 5' });

    await user.type(amount, '2.5');
    expect(amount).toHaveValue('2.5');
    expect(amount).toHaveAccessibleDescription('Veld moet een geheel getal zijn');
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));

    await user.clear(amount);
    await user.type(amount, '-3');
    expect(amount).toHaveValue('-3');
    expect(amount).toHaveAccessibleDescription('Moet minimaal 0 zijn');
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));
    expect(reserveCalls()).toHaveLength(0);
  });

  it('asks for a school and an amount before it reserves anything', async () => {
    const { user, reserveCalls } = await setup();
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));
    const school = screen.getByRole('combobox', { name: /School/ });
    await waitFor(() => expect(school).toHaveAccessibleDescription('Veld is verplicht'));
    await user.type(school, 'Linde');
    await user.click(await screen.findByRole('option', { name: /De Linde/ }, { timeout: 5000 }));
    expect(school).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));
    expect(await screen.findByText(tlinkMessages.reserveNothing)).toBeInTheDocument();
    expect(reserveCalls()).toHaveLength(0);
  });

  it('caps the amount at what is free, reserves, names the count and closes', async () => {
    const { user, reserveCalls, closed } = await setup();
    await user.type(screen.getByRole('combobox', { name: /School/ }), 'Linde');
    await user.click(await screen.findByRole('option', { name: /De Linde/ }, { timeout: 5000 }));
    const amount = await screen.findByRole('textbox', { name: 'Aantal Rekenen groep 5' });
    await user.type(amount, '75');
    expect(amount, 'capped at the 40 available').toHaveValue('40');
    expect(amount).not.toHaveAccessibleDescription();
    // Enter in the product search searches; it does not reserve.
    await user.type(screen.getByRole('searchbox', { name: 'Product zoeken' }), 'Rekenen{Enter}');
    expect(reserveCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reserveren' }));
    await waitFor(() => expect(reserveCalls()).toHaveLength(1));
    expect(await reserveCalls()[0]!.json()).toEqual([{ organisationId: 21, productId: 11, amount: 40 }]);
    expect(await screen.findByText(reservedText(1), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(closed).toEqual([1]);
  });
});
