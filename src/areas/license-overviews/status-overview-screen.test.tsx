// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../../domain/dates';
import { monthRange } from '../../../domain/schemas/tlink-overviews';
import { chartFigures, countText } from '../../test-support/chart-figures';
import { renderApp } from '../../test-support/render-app';
import {
  administrator,
  json,
  type StubApi,
  type StubHandler,
  signedInApi,
} from '../../test-support/stub-api';
import { STATUS_OVERVIEW_MONTHS } from './status-overview-list';

const row = (productId: number, available: number, active: number, inactive: number) => ({
  productId,
  productTitle: `Rekenen ${productId}`,
  productEan: `978000000000${productId}`,
  available,
  active,
  inactive,
  publisherName: 'Uitgeverij Noord',
});

function apiFor(overview: StubHandler) {
  return signedInApi(administrator(['is_superuser']), {
    '/api/tlinklicenses/statusOverview': overview,
    '/api/organisations/9': () => json({ id: 9, name: 'Uitgeverij Noord' }),
  });
}
const calls = (api: StubApi) =>
  api.requests.map((r) => new URL(r.url)).filter((url) => url.pathname.endsWith('/statusOverview'));
const [newest = '', older = ''] = STATUS_OVERVIEW_MONTHS;

describe('/tlinkstatusoverview: a report through the kit table and filter bar (spec 001 §2)', () => {
  it('counts a pasted month and publisher, with a totals row', async () => {
    const api = apiFor(() => json([row(1, 1200, 5, 2), row(2, 3, 4, 0)]));
    renderApp(`/tlinkstatusoverview?maand=${older}&publisherId=9`, api);
    const table = await screen.findByRole('table', { name: 'Licenties per maand' });
    expect(await within(table).findByText('Rekenen 1')).toBeInTheDocument();
    expect(Object.fromEntries(calls(api)[0]?.searchParams ?? [])).toEqual({
      ...monthRange(older),
      publisherId: '9',
    });
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Totaal', '', '', '1.203', '9', '2']);
    expect(screen.getByLabelText('Maand')).toHaveValue(older);
    expect(await screen.findByDisplayValue('Uitgeverij Noord')).toBeInTheDocument();
  });

  it('opens a bookmark with the former key ?uitgever= filtered, its address rewritten to ?publisherId= (decision 661)', async () => {
    const api = apiFor(() => json([row(1, 1, 1, 1)]));
    const { router } = renderApp(`/tlinkstatusoverview?maand=${older}&uitgever=9`, api);
    const table = await screen.findByRole('table', { name: 'Licenties per maand' });
    expect(await within(table).findByText('Rekenen 1')).toBeInTheDocument();
    expect(calls(api).map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { ...monthRange(older), publisherId: '9' },
    ]);
    expect(router.state.location.href).toBe(`/tlinkstatusoverview?maand=${older}&publisherId=9`);
    expect(await screen.findByDisplayValue('Uitgeverij Noord')).toBeInTheDocument();
    // Rewritten in place: back leaves the overview rather than returning to the former key.
    expect(router.history.length).toBe(1);
  });

  it('draws the rows of the table as stacked bars, largest total first, with the same totals and no call of its own', async () => {
    // 20 products: the chart draws the 15 largest; its totals line adds up all 20.
    const rows = Array.from({ length: 20 }, (_, i) => row(i + 1, (i * 37) % 50, i, i % 3));
    const api = apiFor(() => json(rows));
    renderApp('/tlinkstatusoverview', api);
    const table = await screen.findByRole('table', { name: 'Licenties per maand' });
    const chart = await screen.findByRole('figure', { name: /^Licenties per product/ });
    const { bars, totals } = chartFigures(chart);
    expect(bars).toHaveLength(15);
    const totalsOf = bars.map((bar) => bar.figures.totaal ?? 0);
    expect(totalsOf).toEqual([...totalsOf].sort((a, b) => b - a));
    expect(totals.label).toBe('Alle 20 producten samen');
    const sums = totals.figures;
    const footer = within(within(table).getAllByRole('row').at(-1) as HTMLElement).getAllByRole('cell');
    const [available, active, inactive] = footer.slice(3).map((cell) => countText(cell.textContent ?? ''));
    expect(sums).toMatchObject({ Beschikbaar: available, Actief: active, Inactief: inactive });
    expect(sums.totaal).toBe((available ?? 0) + (active ?? 0) + (inactive ?? 0));
    expect(calls(api)).toHaveLength(1);
  });

  it('starts at the newest month and keeps a chosen month in the URL', async () => {
    const user = userEvent.setup();
    const api = apiFor(() => json([row(1, 1, 1, 1)]));
    const { router } = renderApp('/tlinkstatusoverview', api);
    // In the table; the chart beside it names the product too.
    await within(await screen.findByRole('table', { name: 'Licenties per maand' })).findByText('Rekenen 1');
    expect(Object.fromEntries(calls(api)[0]?.searchParams ?? [])).toEqual(monthRange(newest));
    expect(screen.getByRole('option', { name: formatMonth(newest) })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Maand'), older);
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ maand: older }));
    await waitFor(() =>
      expect(Object.fromEntries(calls(api).at(-1)?.searchParams ?? [])).toEqual(monthRange(older)),
    );
  });

  it('says Geen resultaten for a publisher without licences, and why the overview failed', async () => {
    const { unmount } = renderApp(
      '/tlinkstatusoverview?publisherId=9',
      apiFor(() => json([])),
    );
    const table = await screen.findByRole('table', { name: 'Licenties per maand' });
    expect(await within(table).findByText('Geen resultaten')).toBeInTheDocument();
    expect(within(table).queryByText('Totaal')).not.toBeInTheDocument();
    unmount();
    renderApp(
      '/tlinkstatusoverview',
      apiFor(() => json({ message: 'Database niet bereikbaar' }, { status: 500 })),
    );
    const failed = await screen.findByRole('table', { name: 'Licenties per maand' });
    expect(
      await within(failed).findByText('Probleem tijdens het ophalen: Database niet bereikbaar.'),
    ).toBeInTheDocument();
  });
});
