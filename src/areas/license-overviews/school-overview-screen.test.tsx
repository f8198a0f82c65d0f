// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, stubApi } from '../../test-support/stub-api';

describe('/tlinklicentiesperschool', () => {
  it('lists the counts per school and exports them under the headers of its columns', async () => {
    const api = stubApi({
      '/api/administrators/me': () => json(administrator(['is_superuser'])),
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
});
