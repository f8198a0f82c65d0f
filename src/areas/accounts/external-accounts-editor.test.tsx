// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, json, stubApi } from '../../test-support/stub-api';

const stored = {
  id: 1,
  accountType: 'KNF',
  nameId: 'knf-1',
  attributes: {},
  isUndetachable: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  account: 5,
};

function formApi(rechten: string[]) {
  const puts: Record<string, unknown>[] = [];
  const api = stubApi({
    '/api/administrators/me': () =>
      json(administrator(['gebruikers_inzien', 'gebruikers_aanpassen', ...rechten])),
    '/api/accounts/5': async (_url, request) => {
      if (request.method !== 'PUT') return json(account(5, { telephone: null }));
      puts.push((await request.json()) as Record<string, unknown>);
      return json(account(5));
    },
    '/api/accounts/5/externalaccounts/': () => json([stored]),
    '/api/accessurls': () => json([]),
  });
  return { api, puts };
}

describe('external accounts on the account form (spec 000 §2, §4, §6)', () => {
  it('removes an added external account again before the save, so the save sends none', async () => {
    const user = userEvent.setup();
    const { api, puts } = formApi(['externaccounts_toevoegen']);
    renderApp('/accounts/5/edit', api);
    await user.type(await screen.findByLabelText('Name ID'), 'nieuw-2');
    await user.click(screen.getByRole('button', { name: 'Extern account toevoegen' }));
    const added = within(screen.getByTestId('extern-account-new'));
    expect(added.getByText('wordt toegevoegd bij opslaan')).toBeInTheDocument();
    await user.click(added.getByRole('button', { name: 'Weghalen' }));
    expect(screen.queryByTestId('extern-account-new')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ rawExternalAccounts: [], rawExternalAccountsToDelete: [] });
  });

  it('checks the add row in Dutch on its fields and adds nothing until it is right', async () => {
    const user = userEvent.setup();
    const { api, puts } = formApi(['externaccounts_toevoegen']);
    renderApp('/accounts/5/edit', api);
    const nameId = await screen.findByLabelText('Name ID');
    const add = screen.getByRole('button', { name: 'Extern account toevoegen' });
    await user.click(add);
    expect(nameId).toHaveAccessibleDescription('Vul eerst een name ID in.');
    await user.type(nameId, 'nieuw-3');
    await user.type(screen.getByLabelText('Attributen (JSON)'), '[[1]');
    await user.click(add);
    expect(screen.getByLabelText('Attributen (JSON)')).toHaveAccessibleDescription(/^Fout in de JSON: /);
    expect(screen.queryByTestId('extern-account-new')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Attributen (JSON)'));
    await user.type(screen.getByLabelText('Attributen (JSON)'), '{{"school": "A"}');
    await user.click(add);
    expect(within(screen.getByTestId('extern-account-new')).getByText('nieuw-3')).toBeInTheDocument();
    expect(nameId).toHaveValue('');
    await user.type(nameId, 'nieuw-3');
    await user.click(add);
    expect(nameId).toHaveAccessibleDescription('name ID "nieuw-3" bestaat al.');
    expect(screen.getAllByTestId('extern-account-new')).toHaveLength(1);
    expect(puts).toHaveLength(0);

    await user.clear(nameId);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      rawExternalAccounts: [{ accountType: 'KNF', nameId: 'nieuw-3', attributes: { school: 'A' } }],
    });
  });

  it('offers delete, add and look-up only with externaccounts_verwijderen, _toevoegen and _koppelen', async () => {
    const none = renderApp('/accounts/5/edit', formApi([]).api);
    const item = within(await screen.findByTestId('extern-account'));
    expect(item.getByText('knf-1')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extern account toevoegen' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Zoek naar ongekoppelde externe accounts' }),
    ).not.toBeInTheDocument();
    none.unmount();

    const deleter = renderApp('/accounts/5/edit', formApi(['externaccounts_verwijderen']).api);
    expect(
      await within(await screen.findByTestId('extern-account')).findByRole('button', { name: 'Verwijderen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extern account toevoegen' })).not.toBeInTheDocument();
    deleter.unmount();

    renderApp('/accounts/5/edit', formApi(['externaccounts_koppelen']).api);
    expect(
      await screen.findByRole('button', { name: 'Zoek naar ongekoppelde externe accounts' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extern account toevoegen' })).not.toBeInTheDocument();
  });
});
