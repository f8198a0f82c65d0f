// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartFigures, gridColumnSum } from '../../test-support/chart-figures';
import { renderApp } from '../../test-support/render-app';
import { administrator, callsTo, json, listPage, signedInApi } from '../../test-support/stub-api';

const balance = {
  id: 5,
  contractReferenceId: 'SJC000123',
  schoolyearName: '2025-2026',
  schoolId: 21,
  schoolName: 'Basisschool De Linde',
  subjectId: 8,
  subjectEan: '9789000000080',
  subjectTitle: 'Rekenen',
  distributorName: 'Boekhandel Noord',
  grades: [3, 4],
  contractAmount: 40,
  specified: 8,
  active: 2,
  expired: 1,
  disabled: 3,
  serviceNoContract: 1,
  preactiveUsed: 1,
  preactiveUnused: 1,
};
const school = { id: 21, name: 'Basisschool De Linde', brin: '12AB' };
const product = {
  id: 31,
  title: 'Rekenen groep 3 werkboek',
  ean: '9789000000318',
  productType: 'BOEK',
  introductionDate: '2024-08-01',
  endOfLifeDate: '2030-07-31',
  organisation: { id: 2, name: 'Uitgeverij Noorderlicht' },
  licenseModel: null,
};

function setup() {
  const api = signedInApi(administrator(['schooljaarvakcontracten_inzien']), {
    '/api/contractbalances': () => listPage([balance]),
    '/api/organisations/21': () => json(school),
    '/api/organisations': () => listPage([school]),
    '/api/products/31': () => json(product),
    '/api/products': () => listPage([product]),
  });
  return { api, user: userEvent.setup() };
}

/** The query of each call so far, as an object. */
const balanceCalls = (api: ReturnType<typeof setup>['api']) =>
  callsTo(api, '/api/contractbalances').map((url) => Object.fromEntries(url.searchParams));

describe('/contractbalances', () => {
  it('is the balance of one school in one school year: until both are chosen it asks for them, calls nothing and exports nothing', async () => {
    const { api } = setup();
    renderApp('/contractbalances?schoolId=21', api);
    expect(
      await screen.findByText('Kies een school en een schooljaar om de contractbalans te zien.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Contractbalans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporteren als excel' })).not.toBeInTheDocument();
    expect(balanceCalls(api)).toEqual([]);
  });

  it('names the school in its header and filters by school, product and reference through the URL', async () => {
    const { api, user } = setup();
    const { router } = renderApp('/contractbalances?schoolId=21&schoolyearName=2025-2026', api);
    const header = await screen.findByRole('heading', { name: 'Contractbalans' }, { timeout: 20_000 });
    const page = header.closest('header') ?? document.body;
    expect(await within(page).findByText('2025-2026 · Basisschool De Linde')).toBeInTheDocument();
    expect(screen.queryByText(/school 21/)).not.toBeInTheDocument();

    const schoolFilter = screen.getByRole('combobox', { name: 'School' });
    await waitFor(() => expect(schoolFilter).toHaveValue('Basisschool De Linde'));

    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Rekenen');
    await user.click(await screen.findByRole('option', { name: /werkboek/ }, { timeout: 5000 }));
    await waitFor(() =>
      expect(router.state.matches.at(-1)?.search).toMatchObject({ schoolId: 21, productId: 31 }),
    );

    await user.type(screen.getByLabelText('Referentie'), 'SJC000123-1{Enter}');
    await waitFor(() =>
      expect(balanceCalls(api).at(-1)).toEqual({
        schoolId: '21',
        schoolyearName: '2025-2026',
        productId: '31',
        referenceId: 'SJC000123-1',
      }),
    );
    expect(router.state.matches.at(-1)?.search).toMatchObject({ referenceId: 'SJC000123-1', productId: 31 });
  });

  it('draws contracted, specified and disabled per product from the rows of the table, with the same sums', async () => {
    const rows = [
      balance,
      { ...balance, id: 6, contractReferenceId: 'SJC000124', contractAmount: 10, specified: 2, disabled: 1 },
      { ...balance, id: 7, subjectId: 9, subjectTitle: 'Taal', contractAmount: 5, specified: 5, disabled: 0 },
    ];
    const api = signedInApi(administrator(['schooljaarvakcontracten_inzien']), {
      '/api/contractbalances': () => listPage(rows),
      '/api/organisations/21': () => json(school),
    });
    renderApp('/contractbalances?schoolId=21&schoolyearName=2025-2026', api);
    const table = await screen.findByRole('grid', { name: 'Contractbalans' }, { timeout: 20_000 });
    await within(table).findByText('SJC000124');
    const chart = screen.getByRole('figure', {
      name: /^Contract, gespecificeerd en uitgeschakeld per product/,
    });
    const { bars, totals } = chartFigures(chart);
    const sums = totals.figures;
    expect(bars.map((bar) => bar.label)).toEqual(['Rekenen', 'Taal']);
    expect(bars[0]?.figures).toEqual({ Contract: 50, Gespecificeerd: 10, Uitgeschakeld: 4 });

    const columnSum = (header: string) => gridColumnSum(table, header);
    expect(sums).toEqual({
      Contract: columnSum('Contract'),
      Gespecificeerd: columnSum('Gespecificeerd'),
      Uitgeschakeld: columnSum('Uitgeschakeld'),
    });
    expect(api.requests.filter((r) => new URL(r.url).pathname === '/api/contractbalances')).toHaveLength(1);
  });
});
