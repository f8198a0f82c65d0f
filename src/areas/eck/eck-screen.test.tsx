// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const ECK_ID = 'https://ketenid.nl/201703/0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const licence = (id: number, eckId: string | null) => ({
  id,
  product: { id: 4, title: 'Wiskunde Plus', ean: '9789000000017', toString: 'Wiskunde Plus (9789000000017)' },
  userId: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  eckId,
  organisation: { id: 12, toString: 'De Linde' },
  startDate: '2024-08-01',
  endDate: '2025-07-31',
  referenceId: `ECK50000${id}`,
  eckLicenseReferenceIdTransitions: [],
  distributor: { id: 9, toString: 'Boekhandel Noord' },
  licenseState: 'ACTIVE',
  contractId: null,
  createdAt: '2024-08-01T10:00:00.000Z',
});

const changed = {
  ...licence(3, ECK_ID),
  eckLicenseReferenceIdTransitions: [
    {
      fromReferenceId: 'ECK400003',
      fromState: 'RESERVED',
      toReferenceId: 'ECK500003',
      toState: 'ACTIVE',
      timestamp: '2024-08-02T10:00:00.000Z',
    },
  ],
};

function apiFor(rechten: string[]) {
  const rows = [licence(1, ECK_ID), licence(2, null), changed];
  return signedInApi(administrator(rechten), {
    '/api/ecklicenses': () => listPage(rows),
  });
}

const firstRow = async () =>
  within((await screen.findAllByText('ECK500001', {}, { timeout: 20_000 }))[0]!.closest('tr')!);

describe('/ecklicenties cells', () => {
  it('links the user id to the account list filtered on the full ECK iD, which finds the account (issue 18 D15)', async () => {
    renderApp('/ecklicenties', apiFor(['ecklicenties_inzien', 'gebruikers_inzien', 'organisaties_inzien']));
    const row = await firstRow();
    const link = row.getByRole('link', { name: '0a1b2c3d4e5f60718293a4b5c6d7e8f9' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('userid')).toBe(ECK_ID);
    expect(row.getByRole('link', { name: 'De Linde' })).toHaveAttribute(
      'href',
      '/organisaties/12/extended-view',
    );
  });

  it('shows user id and school as text to an administrator who may not open accounts or organisations (issue 18 A5)', async () => {
    renderApp('/ecklicenties', apiFor(['ecklicenties_inzien']));
    const row = await firstRow();
    expect(row.getByText('0a1b2c3d4e5f60718293a4b5c6d7e8f9')).toBeInTheDocument();
    expect(row.getByText('De Linde')).toBeInTheDocument();
    expect(row.queryAllByRole('link')).toEqual([]);
  });
});

describe("/ecklicenties row command 'Historie van de referentie' (issue 20 item 2)", () => {
  it('is offered on a licence whose reference changed, opens its history and keeps the filters', async () => {
    const { router } = renderApp('/ecklicenties?refHistoryEnabled=true', apiFor(['ecklicenties_inzien']));
    await firstRow();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Historie van de referentie: ECK500003' }));
    const dialog = await screen.findByRole('dialog', { name: /Historie van de referentie ECK500003/ });
    expect(within(dialog).getByText('ECK400003')).toBeInTheDocument();
    expect(within(dialog).getByText('Gereserveerd')).toBeInTheDocument();
    // The one-shot actie and its row left the URL; the list's filter stayed.
    await waitFor(() => expect(router.state.location.search).toEqual({ refHistoryEnabled: 'true' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered on a licence whose reference never changed', async () => {
    renderApp('/ecklicenties', apiFor(['ecklicenties_inzien']));
    const row = await firstRow();
    expect(row.queryByRole('button', { name: /Historie/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Historie van de referentie: / })).toHaveLength(1);
  });

  it('opens from a pasted URL for the row it names', async () => {
    renderApp('/ecklicenties?actie=historie&rij=3', apiFor(['ecklicenties_inzien']));
    expect(
      await screen.findByRole(
        'dialog',
        { name: /Historie van de referentie ECK500003/ },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('/ecklicenties with a school chosen (spec 001 §7 summaryOfAvailableEckLicenses, issue 18 D18)', () => {
  it("shows the school's available ECK licences per product from the summary call", async () => {
    const api = signedInApi(administrator(['ecklicenties_inzien']), {
      '/api/ecklicenses': () => listPage([]),
      '/api/organisations/12': () => json({ id: 12, name: 'De Linde' }),
      '/api/ecklicenses/summaryOfAvailableEckLicenses/12': () =>
        json([
          { productId: 4, productTitle: 'Wiskunde Plus', productEan: '9789000000017', amount: 25 },
          { productId: 5, productTitle: 'Taal Actief', productEan: '9789000000024', amount: 3 },
        ]),
    });
    renderApp('/ecklicenties?organisation=12', api);
    const summary = await screen.findByRole(
      'table',
      { name: 'Beschikbare ECK licenties' },
      { timeout: 20_000 },
    );
    const rows = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Wiskunde Plus', '9789000000017', '25'],
      ['Taal Actief', '9789000000024', '3'],
    ]);
  });

  it('asks for no summary without a school', async () => {
    const api = apiFor(['ecklicenties_inzien']);
    renderApp('/ecklicenties', api);
    await firstRow();
    expect(screen.queryByRole('table', { name: 'Beschikbare ECK licenties' })).toBeNull();
    expect(api.requests.some((request) => request.url.includes('summaryOfAvailableEckLicenses'))).toBe(false);
  });
});
