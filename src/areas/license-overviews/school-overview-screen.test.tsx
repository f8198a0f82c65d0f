// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartFigures, gridColumnSum } from '../../test-support/chart-figures';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, signedInApi } from '../../test-support/stub-api';

describe('/tlinklicentiesperschool', () => {
  it('lists the counts per school and exports them under the headers of its columns', async () => {
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/tlinklicenseschooloverviews': () =>
        json([
          {
            schoolId: 1,
            schoolName: 'De Regenboog',
            brin: '12AB',
            distributorId: null,
            distributorName: null,
            productId: 3,
            productTitle: 'Rekenen',
            productEan: '9780000000003',
            available: 4,
            active: 2,
            service: 0,
            total: 6,
          },
        ]),
    });
    renderApp('/tlinklicentiesperschool', api);
    const grid = await screen.findByRole('grid', { name: 'Licenties per school' });
    expect(await within(grid).findByText('De Regenboog')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    await waitFor(() => expect(api.requests.some((r) => r.headers.get('Accept') === 'text/csv')).toBe(true));
    const started = api.requests.find((r) => r.headers.get('Accept') === 'text/csv');
    expect(new URL(started?.url ?? '').searchParams.get('csvHeaders')).toBe(
      'School=schoolName|Distributeur=distributorName|BRIN=brin|Product=productTitle|EAN=productEan|' +
        'Beschikbaar=available|Actief=active|Service=service|Totaal=total',
    );
  });

  it('draws the chosen school per product from the rows of the table, with the same sums', async () => {
    const line = (distributorId: number | null, productId: number, counts: [number, number, number]) => ({
      schoolId: 1,
      schoolName: 'De Regenboog',
      brin: '12AB',
      distributorId,
      distributorName: distributorId ? `Distributeur ${distributorId}` : null,
      productId,
      productTitle: `Product ${productId}`,
      productEan: `978000000000${productId}`,
      available: counts[0],
      active: counts[1],
      service: counts[2],
      total: counts[0] + counts[1] + counts[2],
    });
    const rows = [line(null, 3, [4, 2, 0]), line(7, 3, [1, 1, 1]), line(7, 4, [10, 0, 2])];
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/tlinklicenseschooloverviews': () => json(rows),
      '/api/organisations/1': () => json({ id: 1, name: 'De Regenboog', brin: '12AB' }),
    });
    renderApp('/tlinklicentiesperschool?school=1', api);
    const grid = await screen.findByRole('grid', { name: 'Licenties per school' });
    await within(grid)
      .findByText('Distributeur 7', {}, { timeout: 5000 })
      .catch(() => undefined);
    const chart = await screen.findByRole('figure', { name: /^Licenties per product voor De Regenboog/ });
    const { bars, totals } = chartFigures(chart);
    const sums = totals.figures;
    expect(bars.map((bar) => bar.label)).toEqual(['Product 4', 'Product 3']);
    expect(bars[1]?.figures).toEqual({ Beschikbaar: 5, Actief: 3, Service: 1, totaal: 9 });
    const columnSum = (header: string) => gridColumnSum(grid, header);
    expect(sums).toEqual({
      Beschikbaar: columnSum('Beschikbaar'),
      Actief: columnSum('Actief'),
      Service: columnSum('Service'),
      totaal: columnSum('Totaal'),
    });
    expect(
      api.requests.filter((r) => new URL(r.url).pathname === '/api/tlinklicenseschooloverviews'),
    ).toHaveLength(1);
  });
});
