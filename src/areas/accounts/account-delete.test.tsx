// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

/** The account form of account 5; DELETE answers with `onDelete`. */
function formApi(rechten: string[], onDelete: () => Response = () => new Response(null, { status: 204 })) {
  const deletes: string[] = [];
  const api = signedInApi(administrator(rechten), {
    '/api/accounts/5': (_url, request) => {
      if (request.method === 'DELETE') {
        deletes.push(request.url);
        return onDelete();
      }
      return json(account(5, { telephone: null }));
    },
    '/api/accounts/5/externalaccounts/': () => json([]),
    '/api/accessurls': () => json([]),
    '/api/accounts': () => listPage([]),
  });
  return { api, deletes };
}

const STAFF = ['gebruikers_inzien', 'gebruikers_aanpassen', 'gebruikers_toevoegen'];

describe('deleting an account from its form (spec 000 §2, §6, §8)', () => {
  it("lets a superuser delete after 'Weet je het zeker?', says 'Het account is verwijderd.' and returns to /accounts", async () => {
    const user = userEvent.setup();
    const { api, deletes } = formApi(['is_superuser']);
    const { router } = renderApp('/accounts/5/edit', api);
    await user.click(await screen.findByRole('button', { name: 'Gebruiker verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet je het zeker?');
    expect(deletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Het account is verwijderd.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('lists the blocking entities on a 409 and stays on the form', async () => {
    const user = userEvent.setup();
    const { api } = formApi(['is_superuser'], () =>
      json([{ toString: 'Melding SUP-7', entityType: 'SupportEntry', id: 7 }], { status: 409 }),
    );
    const { router } = renderApp('/accounts/5/edit', api);
    await user.click(await screen.findByRole('button', { name: 'Gebruiker verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(
      await screen.findByText(
        'Dit kan nu niet worden verwijderd omdat er nog andere entiteiten aan zijn gekoppeld. Verwijder eerst: Melding SUP-7 (SupportEntry 7)',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/5/edit');
  });

  it('shows no delete button to a non-superuser, nor on a new account', async () => {
    const staff = renderApp('/accounts/5/edit', formApi(STAFF).api);
    expect(await screen.findByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gebruiker verwijderen' })).not.toBeInTheDocument();
    staff.unmount();

    renderApp('/accounts/new', formApi(['is_superuser']).api);
    expect(await screen.findByRole('heading', { name: 'Gebruiker toevoegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gebruiker verwijderen' })).not.toBeInTheDocument();
  });
});
