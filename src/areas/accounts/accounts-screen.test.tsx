// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { columnTitles } from '../../test-support/column-titles';
import { renderApp } from '../../test-support/render-app';
import {
  account,
  accountsHandler,
  administrator,
  callsTo,
  json,
  type StubApi,
  signedInApi,
} from '../../test-support/stub-api';

const accounts = Array.from({ length: 3 }, (_, i) => account(i + 1));

function apiFor(rechten: string[]) {
  return signedInApi(administrator(rechten), {
    '/api/accounts': accountsHandler(accounts),
    '/api/accounts/2': () => json(accounts[1]),
  });
}

/** The query strings of the list calls made so far. */
const listCalls = (api: StubApi) => callsTo(api, '/api/accounts').map((url) => url.searchParams);

describe('/accounts', () => {
  it('lists accounts sorted by updatedAt descending with the spec columns', async () => {
    const api = apiFor(['gebruikers_inzien']);
    renderApp('/accounts', api);
    expect(await screen.findByText('gebruiker1')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Gebruikers' });
    expect(columnTitles(grid)).toEqual([
      'Gegeven',
      'Naam',
      'BRIN',
      'Federatierol',
      'DigiDeliveryid',
      'Bevestigd',
      'Acties',
    ]);
    expect(within(grid).getByText('Anna de Vries1')).toBeInTheDocument();
    expect(screen.getByText('3 resultaten')).toBeInTheDocument();
    const request = api.requests.find((r) => new URL(r.url).pathname === '/api/accounts');
    expect(request?.headers.get('Range')).toBe('items=0-99');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect([...(listCalls(api)[0]?.entries() ?? [])]).toEqual([['sort', 'DESC-updatedAt']]);
    expect(screen.queryByLabelText('Schooljaar')).not.toBeInTheDocument();
  });

  it('sends only filters that reach their minimum length, trimmed, on Enter', async () => {
    const user = userEvent.setup();
    const api = apiFor(['gebruikers_inzien']);
    const { router } = renderApp('/accounts', api);
    await screen.findByText('gebruiker1');

    await user.type(screen.getByLabelText('Voornaam'), 'An');
    await user.type(screen.getByLabelText('Tussenvoegsels'), 'de ');
    await user.type(screen.getByLabelText('BRIN'), '12A{Enter}');

    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(api)[1] ?? [])).toEqual({
      tussenvoegsels: 'de',
      sort: 'DESC-updatedAt',
    });
    expect(router.state.location.search).toEqual({ tussenvoegsels: 'de' });
    expect(screen.getByLabelText('Voornaam')).toHaveAccessibleDescription('Minimaal 3 tekens');
    expect(screen.getByLabelText('BRIN')).toHaveAccessibleDescription('Minimaal 4 tekens');
  });

  it("runs the search on 'Zoeken', trims pasted text and caps inputs at 200 characters", async () => {
    const user = userEvent.setup();
    const api = apiFor(['gebruikers_inzien']);
    renderApp('/accounts', api);
    await screen.findByText('gebruiker1');

    const contact = screen.getByLabelText('Contactgegeven');
    expect(contact).toHaveAttribute('maxLength', '200');
    await user.click(contact);
    await user.paste('  anna@school.test \n');
    expect(contact).toHaveValue('anna@school.test');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(listCalls(api)[1]?.get('input')).toBe('anna@school.test');
  });

  it('reads the filters from the URL, dropping values that are too short', async () => {
    const api = apiFor(['gebruikers_inzien']);
    renderApp('/accounts?achternaam=Vr&brin=12AB&sort=ASC-username', api);
    await screen.findByText('gebruiker1');
    expect(Object.fromEntries(listCalls(api)[0] ?? [])).toEqual({ brin: '12AB', sort: 'ASC-username' });
    expect(screen.getByLabelText('BRIN')).toHaveValue('12AB');
    expect(screen.getByLabelText('Achternaam')).toHaveValue('');
    expect(screen.getByRole('columnheader', { name: /Gegeven/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('offers the school-year filter and columns only with schooljaarvakcontracten_inzien', async () => {
    const user = userEvent.setup();
    const api = apiFor(['gebruikers_inzien', 'schooljaarvakcontracten_inzien']);
    renderApp('/accounts', api);
    await screen.findByText('gebruiker1');
    expect(screen.getByRole('columnheader', { name: 'Schooljaar' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gesynchroniseerd' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Schooljaar'), '3');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(listCalls(api)[1]?.get('schoolYear')).toBe('3'));
  });

  it('sorts from the header into the URL', async () => {
    const user = userEvent.setup();
    const api = apiFor(['gebruikers_inzien']);
    const { router } = renderApp('/accounts', api);
    await screen.findByText('gebruiker1');
    await user.click(screen.getByRole('button', { name: /Naam/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'ASC-familyName' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get('sort')).toBe('ASC-familyName'));
  });

  it('opens the account overview from a row', async () => {
    const api = apiFor(['gebruikers_inzien']);
    const { router } = renderApp('/accounts', api);
    fireEvent.click(await screen.findByText('gebruiker2'));
    expect(await screen.findByRole('heading', { name: 'Anna de Vries2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/2/extended-view');
  });

  it("starts the export job with the list's filter when the palette opens it with actie=export, once", async () => {
    const api = apiFor(['gebruikers_inzien']);
    const { router } = renderApp('/accounts?brin=12AB&actie=export', api);
    await waitFor(() => expect(listCalls(api).filter((call) => call.has('csvHeaders'))).toHaveLength(1));
    const exportCall = listCalls(api).find((call) => call.has('csvHeaders'));
    expect(exportCall?.get('brin')).toBe('12AB');
    expect(exportCall?.get('sort')).toBe('DESC-updatedAt');
    await waitFor(() => expect(router.state.location.search).toEqual({ brin: '12AB' }));
  });

  it("lists only a pasted column of e-mail addresses, and 'Alle gebruikers tonen' lists everyone again", async () => {
    const api = apiFor(['gebruikers_inzien']);
    const { router } = renderApp('/accounts?emails=anna@school.nl,bram@school.nl', api);
    expect(await screen.findByText('Alleen de 2 geplakte e-mailadressen.')).toBeInTheDocument();
    expect(listCalls(api)[0]?.get('emails')).toBe('anna@school.nl,bram@school.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Alle gebruikers tonen' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByText(/geplakte/)).not.toBeInTheDocument();
  });
});
