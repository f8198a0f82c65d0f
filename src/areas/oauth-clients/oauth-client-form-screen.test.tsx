// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ROLE_LABELS } from '../../../domain/labels/organisations';
import { oauthClientMessages } from '../../../domain/messages';
import { renderApp } from '../../test-support/render-app';
import { administrator, json, listPage, signedInApi } from '../../test-support/stub-api';

const NOORDERLICHT = { id: 1, name: 'Uitgeverij Noorderlicht', askForVolledigeNaam: false };

const apiFor = (uitgever: typeof NOORDERLICHT | null) =>
  signedInApi(administrator(['oauthclients_leskluis'], uitgever), {
    '/api/organisations': () => listPage([]),
  });

const roleOptions = (form: HTMLElement) =>
  within(within(form).getByLabelText(/^Rol/))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== '');

describe('/oauthclients/new (issue 18 A5)', () => {
  it('offers a publisher-bound administrator only UitgeverApp, owned by their own publisher', async () => {
    renderApp('/oauthclients/new', apiFor(NOORDERLICHT));
    const form = await screen.findByRole('form', { name: 'OAuth client toevoegen' }, { timeout: 20_000 });
    expect(roleOptions(form).filter((text) => !text?.startsWith('Kies'))).toEqual([
      OAUTH_CLIENT_ROLE_LABELS.UitgeverApp,
    ]);
    expect(within(form).queryByRole('combobox', { name: /Eigenaar/ })).toBeNull();
    expect(within(form).getByText('Uitgeverij Noorderlicht')).toBeInTheDocument();
  });

  it('offers staff every role and any owner', async () => {
    renderApp('/oauthclients/new', apiFor(null));
    const form = await screen.findByRole('form', { name: 'OAuth client toevoegen' }, { timeout: 20_000 });
    expect(roleOptions(form).filter((text) => !text?.startsWith('Kies'))).toEqual([
      OAUTH_CLIENT_ROLE_LABELS.DistributeurApp,
      OAUTH_CLIENT_ROLE_LABELS.InternalApp,
      OAUTH_CLIENT_ROLE_LABELS.UitgeverApp,
    ]);
  });
});

describe('/oauthclients/new', () => {
  it("shows 'Ongeldige redirecturi' for a malformed scheme and sends nothing", async () => {
    const api = signedInApi(administrator(['is_superuser']), {
      '/api/oauthclients': () => json({ message: 'mag niet worden aangeroepen' }, { status: 500 }),
      '/api/organisations': () => listPage([]),
    });
    renderApp('/oauthclients/new', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Client ID/, {}, { timeout: 20_000 }), 'kapot-uri');
    await user.type(screen.getByLabelText(/Naam/), 'Kapot');
    await user.selectOptions(screen.getByLabelText(/Rol/), 'InternalApp');
    await user.type(screen.getByLabelText(/Redirect URI/), 'ht!tp://bad uri');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByText(oauthClientMessages.redirectUriInvalid)).toBeInTheDocument());
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
