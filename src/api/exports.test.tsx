// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../domain/messages';
import { renderWithQuery } from '../test-support/render';
import { json, stubApi } from '../test-support/stub-api';
import { ApiProvider } from './api-context';
import { csvHeadersParam, useStartExport } from './exports';

function ExportButton() {
  const startExport = useStartExport();
  return (
    <button
      type="button"
      onClick={() =>
        void startExport({
          path: 'accounts',
          params: { voornaam: 'Anna', brin: '' },
          sort: 'DESC-updatedAt',
          columns: [
            { label: 'Gegeven', field: 'username' },
            { label: 'Naam|volledig', field: 'attributes.family_name' },
          ],
        })
      }
    >
      Exporteren als excel
    </button>
  );
}

describe('useStartExport', () => {
  it('asks the list for CSV with Range items=0- and csvHeaders, then says it started', async () => {
    const api = stubApi({ '/api/accounts': () => json({ id: 9 }, { status: 202 }) });
    renderWithQuery(
      <ApiProvider client={api.client}>
        <ExportButton />
      </ApiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    expect(await screen.findByText('Export aan het starten...')).toBeInTheDocument();
    expect(
      await screen.findByText('Export gestart. Ga naar je exports pagina om de status te zien.'),
    ).toBeInTheDocument();
    const request = api.requests[0];
    expect(request?.headers.get('Accept')).toBe('text/csv');
    expect(request?.headers.get('Range')).toBe('items=0-');
    const url = new URL(request?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      voornaam: 'Anna',
      sort: 'DESC-updatedAt',
      csvHeaders: 'Gegeven=username|Naam/volledig=attributes.family_name',
    });
  });

  it('says Mislukt when the export cannot start', async () => {
    const api = stubApi({ '/api/accounts': () => json({ message: 'Onbekend veld' }, { status: 400 }) });
    renderWithQuery(
      <ApiProvider client={api.client}>
        <ExportButton />
      </ApiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    await waitFor(() =>
      expect(screen.getByText('Mislukt: CSV kon niet worden geëxporteerd.')).toBeInTheDocument(),
    );
  });

  it('says why when the administrator already has as many exports open as the server allows', async () => {
    const limit = requestMessages.tooManyExports(3);
    const api = stubApi({ '/api/accounts': () => json({ message: limit }, { status: 429 }) });
    renderWithQuery(
      <ApiProvider client={api.client}>
        <ExportButton />
      </ApiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    expect(
      await screen.findByText(`Mislukt: CSV kon niet worden geëxporteerd. ${limit}`),
    ).toBeInTheDocument();
  });

  it('joins csvHeaders as label=field pairs with a pipe', () => {
    expect(csvHeadersParam([{ label: 'E-mail', field: 'email' }])).toBe('E-mail=email');
  });
});
