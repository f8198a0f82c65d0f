// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { account, accountsHandler, administrator, json, stubApi } from '../test-support/stub-api';

const SUPPORT = ['gebruikers_inzien', 'logentries_inzien', 'tlinklicenties_inzien'];

function apiFor(rechten: string[]) {
  const all = [account(1), account(2), account(1234567)];
  return stubApi({
    '/api/administrators/me': () => json(administrator(rechten)),
    '/api/accounts': accountsHandler(all),
    '/api/accounts/1234567': () => json(account(1234567)),
  });
}

describe('palette in the shell', () => {
  it('opens with Ctrl-K even from a text field, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/accounts', apiFor(SUPPORT));
    const field = await screen.findByLabelText('Contactgegeven', {}, { timeout: 20_000 });
    await user.click(field);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Opdrachtenpalet' });
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Opdrachtenpalet' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('runs go-to chords outside fields only, and shows the shortcut sheet on ?', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts', apiFor(SUPPORT));
    const field = await screen.findByLabelText('Contactgegeven', {}, { timeout: 20_000 });
    await user.click(field);
    await user.keyboard('gh');
    expect(field).toHaveValue('gh');
    expect(router.state.location.pathname).toBe('/accounts');

    field.blur();
    await user.keyboard('gh');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(sheet).toHaveTextContent('Opdrachtenpalet openen');
    expect(sheet).toHaveTextContent('Gebruikers');
    expect(sheet).toHaveTextContent('Formulier opslaan');
    // Not the administrators screen: this role has no right for it.
    expect(sheet).not.toHaveTextContent('Beheerders');
  });

  it('jumps to a pasted account, remembers it as recent, and keeps it in scope on its view', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const { router } = renderApp('/home', apiFor(SUPPORT));
    await screen.findByRole('heading', { name: /Welkom/ }, { timeout: 20_000 });
    await user.keyboard('{Control>}k{/Control}');
    await user.paste('1234567');
    await screen.findByRole('option', { name: /Gebruiker 1234567|Anna/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/1234567/extended-view'));
    expect(JSON.parse(localStorage.getItem('leskluis.palette.recent.7') ?? '[]')).toHaveLength(1);

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText(/^Account: /)).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(/^Account: /)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Navigatie' })).toBeInTheDocument();
  });

  it('opens the palette and the shortcut sheet from the top-bar buttons, for mouse users', async () => {
    const user = userEvent.setup();
    renderApp('/accounts', apiFor(SUPPORT));
    await user.click(await screen.findByRole('button', { name: /Zoek een code, EAN, account of opdracht/ }));
    expect(await screen.findByRole('dialog', { name: 'Opdrachtenpalet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sneltoetsen' }));
    expect(await screen.findByRole('dialog', { name: 'Sneltoetsen' })).toHaveTextContent(
      'Opdrachtenpalet openen',
    );
  });
});
