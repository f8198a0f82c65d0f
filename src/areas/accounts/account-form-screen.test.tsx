// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, json, signedInApi } from '../../test-support/stub-api';

const ALL = [
  'gebruikers_inzien',
  'gebruikers_aanpassen',
  'gebruikers_toevoegen',
  'externaccounts_toevoegen',
  'externaccounts_verwijderen',
  'externaccounts_koppelen',
  'accessurls_verwijderen',
];

const knf = (id: number, nameId: string, attributes: Record<string, unknown> = {}) => ({
  id,
  accountType: 'KNF',
  nameId,
  attributes,
  isUndetachable: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  account: 5,
});

function apiFor(options: {
  rechten?: string[];
  uitgever?: Parameters<typeof administrator>[1];
  externals?: unknown[];
  onPut?: (body: Record<string, unknown>) => Response;
}) {
  const puts: Record<string, unknown>[] = [];
  const api = signedInApi(administrator(options.rechten ?? ALL, options.uitgever ?? null), {
    '/api/accounts/5': async (_url, request) => {
      if (request.method === 'PUT') {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return options.onPut?.(body) ?? json(account(5));
      }
      return json(account(5, { telephone: null }));
    },
    '/api/accounts/5/externalaccounts/': () => json(options.externals ?? []),
    '/api/accessurls': () => json([]),
    '/api/externalaccounts': () => json([{ ...knf(9, 'los-1', { sn: 'Los' }), account: null }]),
  });
  return { api, puts };
}

describe('/accounts/{id}/edit', () => {
  it('shows the name fields to staff and disables them when an external account supplies the names', async () => {
    const { api } = apiFor({ externals: [knf(1, 'knf-1', { givenName: 'Anna', sn: 'Vries' })] });
    renderApp('/accounts/5/edit', api);
    expect(await screen.findByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Voornaam')).toBeDisabled());
    expect(screen.getByLabelText('Achternaam')).toBeDisabled();
    expect(screen.getByLabelText(/E-mail/)).toBeEnabled();
  });

  it('hides the name fields from a publisher administrator whose publisher does not ask for them', async () => {
    const { api } = apiFor({
      uitgever: { id: 7, name: 'Noorderlicht', askForVolledigeNaam: false } as never,
    });
    renderApp('/accounts/5/edit', api);
    expect(await screen.findByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Voornaam')).not.toBeInTheDocument();
  });

  it('checks an added external account with the three spec texts and sends the save payload', async () => {
    const user = userEvent.setup();
    const { api, puts } = apiFor({ externals: [knf(1, 'knf-1')] });
    renderApp('/accounts/5/edit', api);
    const add = await screen.findByRole('button', { name: 'Extern account toevoegen' });
    await user.click(add);
    expect(screen.getByLabelText('Name ID')).toHaveAccessibleDescription('Vul eerst een name ID in.');
    await user.type(screen.getByLabelText('Name ID'), 'nieuw-1');
    await user.type(screen.getByLabelText('Attributen (JSON)'), '{{bad');
    await user.click(add);
    expect(screen.getByLabelText('Attributen (JSON)')).toHaveAccessibleDescription(/^Fout in de JSON:/);
    await user.clear(screen.getByLabelText('Attributen (JSON)'));
    await user.click(add);
    await user.type(screen.getByLabelText('Name ID'), 'nieuw-1');
    await user.click(add);
    expect(screen.getByLabelText('Name ID')).toHaveAccessibleDescription('name ID "nieuw-1" bestaat al.');

    // delete with undo, then delete again
    const row = within(screen.getByText('knf-1').closest('li')!);
    await user.click(row.getByRole('button', { name: 'Verwijderen' }));
    await user.click(row.getByRole('button', { name: 'Ongedaan maken' }));
    await user.click(row.getByRole('button', { name: 'Verwijderen' }));

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      rawExternalAccounts: [{ accountType: 'KNF', nameId: 'nieuw-1', attributes: {} }],
      rawExternalAccountsToDelete: [1],
      accessurlsToDelete: [],
    });
  });

  it("prefixes a 412 with 'Er is iets misgegaan bij het opslaan van het account.' in the toast", async () => {
    const user = userEvent.setup();
    const stale = 'Dit item is intussen door iemand anders gewijzigd. Laad het opnieuw.';
    const { api, puts } = apiFor({ onPut: () => json({ message: stale }, { status: 412 }) });
    renderApp('/accounts/5/edit', api);
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'nieuw@school.test');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(
      await screen.findByText(`Er is iets misgegaan bij het opslaan van het account. ${stale}`, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('looks up an unlinked external account behind the warning dialog and fills its attributes', async () => {
    const user = userEvent.setup();
    const { api } = apiFor({});
    renderApp('/accounts/5/edit', api);
    const lookUp = await screen.findByRole('button', { name: 'Zoek naar ongekoppelde externe accounts' });
    await user.click(lookUp);
    expect(screen.getByLabelText('Name ID')).toHaveAccessibleDescription('Vul een name ID in.');
    await user.type(screen.getByLabelText('Name ID'), 'los-1');
    await user.click(lookUp);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet je het zeker?');
    expect(dialog).toHaveTextContent('apart extern account');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Attributen (JSON)')).toHaveValue('{\n  "sn": "Los"\n}'),
    );
  });
});
