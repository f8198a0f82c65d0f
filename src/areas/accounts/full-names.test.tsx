// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
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

/**
 * A publisher administrator whose publisher does not ask for the full name (spec 000 §2, §6): the
 * console offers no name column, filter, sort, export field or overview row, as the server would
 * refuse or blank them (decision 157).
 */
const NO_NAMES = { id: 7, name: 'Noorderlicht', askForVolledigeNaam: false };
const blanked = (id: number) =>
  account(id, {
    attributes: { given_name: `Gebruiker ${id}`, first_name: null, tussenvoegsels: null, family_name: null },
  });
const accounts = [blanked(1), blanked(2)];

function apiFor(rechten: string[]) {
  return signedInApi(administrator(rechten, NO_NAMES), {
    '/api/accounts': accountsHandler(accounts),
    '/api/accounts/1': () => json(accounts[0]),
    '/api/accounts/2': () => json(accounts[1]),
  });
}

const listCalls = (api: StubApi) => callsTo(api, '/api/accounts');

describe('names for a publisher administrator whose publisher does not ask for the full name', () => {
  it('lists users without the Naam column and name filters, and leaves name filters and sort of the URL out', async () => {
    const api = apiFor(['gebruikers_inzien']);
    renderApp('/accounts?achternaam=Vries&voornaam=Anna&sort=ASC-familyName&brin=12AB', api);
    expect(await screen.findByText('gebruiker1')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Gebruikers' });
    expect(columnTitles(grid)).toEqual([
      'Gegeven',
      'BRIN',
      'Federatierol',
      'DigiDeliveryid',
      'Bevestigd',
      'Acties',
    ]);
    for (const label of ['Voornaam', 'Tussenvoegsels', 'Achternaam'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByLabelText('BRIN')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(api)[0]?.searchParams ?? [])).toEqual({
      brin: '12AB',
      sort: 'DESC-updatedAt',
    });
  });

  it('exports the users list without the name fields', async () => {
    const user = userEvent.setup();
    const api = apiFor(['gebruikers_inzien']);
    renderApp('/accounts', api);
    await screen.findByText('gebruiker1');
    await user.click(screen.getByRole('button', { name: 'Exporteren als excel' }));
    await waitFor(() => expect(listCalls(api).some((url) => url.searchParams.has('csvHeaders'))).toBe(true));
    const headers = listCalls(api)
      .find((url) => url.searchParams.has('csvHeaders'))
      ?.searchParams.get('csvHeaders');
    expect(headers).toContain('email');
    expect(headers).not.toMatch(/first_name|tussenvoegsels|family_name/);
  });

  it('shows the overview without first name, infix and last name', async () => {
    renderApp('/accounts/1/extended-view', apiFor(['gebruikers_inzien']));
    expect(await screen.findByRole('heading', { name: 'Gebruiker 1' })).toBeInTheDocument();
    expect(screen.getByText('Weergavenaam')).toBeInTheDocument();
    for (const label of ['Voornaam', 'Tussenvoegsels', 'Achternaam'])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('previews the merge with the display name, not a Naam row', async () => {
    renderApp('/accounts/merge/2/1', apiFor(['gebruikers_inzien', 'gebruikers_samenvoegen']));
    const source = within(await screen.findByTestId('preview-Bron'));
    expect(await source.findByText('gebruiker2@school.test')).toBeInTheDocument();
    expect(source.queryByText('Naam')).not.toBeInTheDocument();
    expect(source.getByText('Weergavenaam')).toBeInTheDocument();
    expect(source.getByText('Gebruiker 2')).toBeInTheDocument();
  });
});
