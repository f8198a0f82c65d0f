// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStock } from '../../../domain/schemas/order';
import { renderApp } from '../../test-support/render-app';
import { administrator, callsTo, json, listPage, signedInApi } from '../../test-support/stub-api';

const stock: OrderStock = {
  contractid: 'C1',
  distributorid: 9,
  distributorname: 'Boekhandel Noord',
  productid: 31,
  producttitle: 'Rekenen groep 3 werkboek',
  productean: '9789000000318',
  orderedamount: 40,
  specifiedamount: 30,
  activationcodeamount: 12,
  stockbalance: -2,
};
const distributor = { id: 9, name: 'Boekhandel Noord' };

function setup() {
  return signedInApi(administrator(['orderbalans_inzien']), {
    '/api/orderstockdetails': () => listPage([stock]),
    '/api/organisations/9': () => json(distributor),
  });
}

/** The query of each call so far, as an object. */
const stockCalls = (api: ReturnType<typeof setup>) =>
  callsTo(api, '/api/orderstockdetails').map((url) => Object.fromEntries(url.searchParams));

describe('/orderbalans', () => {
  it('reads its filters from the URL, says how the stock is made and writes a new search back to the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/orderbalans?contractId=C1&distributorId=9', api);
    const grid = await screen.findByRole('grid', { name: 'Orderbalans' }, { timeout: 20_000 });
    const header = screen.getByRole('heading', { name: 'Orderbalans' }).closest('header')!;
    expect(header).toHaveTextContent('Besteld min gespecificeerd min activeringscodes is de voorraad.');
    expect(await within(grid).findByText('Rekenen groep 3 werkboek')).toBeInTheDocument();
    expect(stockCalls(api)[0]).toEqual({ contractId: 'C1', distributorId: '9' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Distributeur' })).toHaveValue('Boekhandel Noord'),
    );

    await user.type(screen.getByLabelText('EAN'), '9789000000318{Enter}');
    await waitFor(() =>
      expect(stockCalls(api).at(-1)).toEqual({ contractId: 'C1', ean: '9789000000318', distributorId: '9' }),
    );
    expect(router.state.matches.at(-1)?.search).toEqual({
      contractId: 'C1',
      ean: '9789000000318',
      distributorId: 9,
    });
  });
});
