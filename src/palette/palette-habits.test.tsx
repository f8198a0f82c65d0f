// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usageKey } from '../../commands/usage';
import { renderApp } from '../test-support/render-app';
import { account, accountsHandler, administrator, json, stubApi } from '../test-support/stub-api';

const SUPPORT = ['gebruikers_inzien', 'gebruikers_aanpassen', 'logentries_inzien', 'tlinklicenties_inzien'];

function api() {
  return stubApi({
    '/api/administrators/me': () => json(administrator(SUPPORT)),
    '/api/accounts': accountsHandler([account(1234567)]),
    '/api/accounts/1234567': () => json(account(1234567)),
  });
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.querySelector('.truncate')?.textContent);

describe('the palette remembers what this administrator uses (issue 22 item 6)', () => {
  it('offers the commands on the entity in view first, then the screens this administrator opens', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const { router } = renderApp('/home', api());
    await screen.findByRole('heading', { name: /Welkom/ }, { timeout: 20_000 });
    await user.keyboard('{Control>}k{/Control}');
    const before = optionNames(screen.getByRole('group', { name: 'Navigatie' }));
    expect(before[0]).toBe('Home');

    await user.type(screen.getByRole('combobox'), 'licenses');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tlinks'));
    expect(Object.keys(JSON.parse(localStorage.getItem(usageKey(7)) ?? '{}'))).toEqual(['nav:/tlinks']);

    await router.navigate({ to: '/accounts/$id/extended-view', params: { id: 1234567 } });
    await screen.findByRole('heading', { name: /Gebruiker 1234567|Anna/ }, { timeout: 20_000 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = screen.getByRole('dialog', { name: 'Opdrachtenpalet' });
    const [first] = within(palette).getAllByRole('group');
    expect(first).toHaveAccessibleName('Dit item');
    expect(optionNames(screen.getByRole('group', { name: 'Navigatie' }))[0]).toBe('TLinks');
  });
});
