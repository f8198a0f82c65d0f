// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessUrlRef } from '../../../commands/accounts';
import type { AccessUrl } from '../../../domain/schemas/account-activity';
import { renderApp } from '../../test-support/render-app';
import { account, administrator, json, type StubApi, signedInApi } from '../../test-support/stub-api';

const link: AccessUrl = {
  id: 12,
  createdAt: '2024-03-01T09:15:00.000Z',
  updatedAt: '2024-03-01T09:15:00.000Z',
  used: false,
  email: 'anna@school.test',
  telephone: null,
  type: 'ACTIVATION',
  account: 5,
};

function overview(rechten: string[], onDelete: () => Response) {
  let links = [link];
  const api = signedInApi(administrator(rechten), {
    '/api/accounts/5': () => json(account(5)),
    '/api/accessurls': () => json(links, { headers: { 'Content-Range': `items 0-0/${links.length}` } }),
    '/api/accessurls/12': (_url, request) => {
      if (request.method !== 'DELETE') return json(link);
      const answer = onDelete();
      if (answer.ok) links = [];
      return answer;
    },
  });
  return api;
}

const deletes = (api: StubApi) =>
  api.requests
    .filter((request) => request.method === 'DELETE')
    .map((request) => new URL(request.url).pathname);

describe("a confirmation link's delete is the command 'Bevestigingslink verwijderen' (spec 000 §2)", () => {
  it("asks first, deletes through the shared flow with 'De bevestigingslink is verwijderd.', stays on the overview and refreshes its links", async () => {
    const user = userEvent.setup();
    const api = overview(
      ['gebruikers_inzien', 'accessurls_verwijderen'],
      () => new Response(null, { status: 204 }),
    );
    const { router } = renderApp('/accounts/5/extended-view', api);
    const group = await screen.findByRole('group', { name: `Acties voor ${accessUrlRef(5, link).label}` });
    await user.click(within(group).getByRole('button', { name: 'Bevestigingslink verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('De bevestigingslink wordt verwijderd.');
    expect(deletes(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /^Ja/ }));
    expect(await screen.findByText('De bevestigingslink is verwijderd.')).toBeInTheDocument();
    expect(deletes(api)).toEqual(['/api/accessurls/12']);
    await waitFor(() => expect(screen.queryByRole('group', { name: /Acties voor Activatie/ })).toBeNull());
    expect(router.state.location.pathname).toBe('/accounts/5/extended-view');
  });

  it("names a failed delete 'Account verwijderen mislukt:' with the server's message, and offers no delete without accessurls_verwijderen", async () => {
    const user = userEvent.setup();
    const failing = overview(['gebruikers_inzien', 'accessurls_verwijderen'], () =>
      json({ message: 'De databank is bezet.' }, { status: 500 }),
    );
    const first = renderApp('/accounts/5/extended-view', failing);
    await user.click(await screen.findByRole('button', { name: 'Bevestigingslink verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Ja/ }));
    expect(await screen.findByText(/^Account verwijderen mislukt: De databank is bezet/)).toBeInTheDocument();
    first.unmount();

    renderApp(
      '/accounts/5/extended-view',
      overview(['gebruikers_inzien'], () => new Response(null, { status: 204 })),
    );
    expect(await screen.findByText('anna@school.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bevestigingslink verwijderen' })).toBeNull();
  });
});
