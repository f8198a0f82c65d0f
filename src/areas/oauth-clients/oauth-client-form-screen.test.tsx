// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { oauthClientMessages } from '../../../domain/messages';
import { renderApp } from '../../test/render-app';
import { administrator, json, stubApi } from '../../test/stub-api';

describe('/oauthclients/new', () => {
  it("shows 'Ongeldige redirecturi' for a malformed scheme and sends nothing", async () => {
    const api = stubApi({
      '/api/administrators/me': () => json(administrator(['is_superuser'])),
      '/api/oauthclients': () => json({ message: 'mag niet worden aangeroepen' }, { status: 500 }),
    });
    renderApp('/oauthclients/new', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Client ID/), 'kapot-uri');
    await user.type(screen.getByLabelText(/Naam/), 'Kapot');
    await user.selectOptions(screen.getByLabelText(/Rol/), 'InternalApp');
    await user.type(screen.getByLabelText(/Redirect URI/), 'ht!tp://bad uri');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByText(oauthClientMessages.redirectUriInvalid)).toBeInTheDocument());
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
