// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import {
  administrator,
  callsTo,
  json,
  listPage,
  type StubApi,
  signedInApi,
} from '../../test-support/stub-api';

const role = (id: number, naam: string) => ({
  id,
  naam,
  rechten: ['gebruikers_inzien'],
  uitgever: null,
  isKiesbaar: true,
  isBasisRol: false,
  createdAt: '2024-03-01T09:15:00.000Z',
  updatedAt: '2024-03-01T09:15:00.000Z',
});

function apiFor(deleteReply: () => Response | Promise<Response>) {
  const roles = [role(4, 'Supportdesk'), role(5, 'Uitgever beheer')];
  return signedInApi(administrator(['rollen_inzien', 'rollen_verwijderen']), {
    '/api/roles': () => listPage(roles),
    '/api/roles/4': (_url, request) =>
      request.method === 'DELETE' ? deleteReply() : json({ message: 'Onbekend' }, { status: 405 }),
  });
}

describe('/rollen delete (the roles.delete command from a row button)', () => {
  it('asks first, deletes through the API and says so', async () => {
    const user = userEvent.setup();
    const api = apiFor(() => new Response(null, { status: 204 }));
    renderApp('/rollen', api);
    await user.click(
      await screen.findByRole('button', { name: 'Rol verwijderen: Supportdesk' }, { timeout: 20_000 }),
    );
    expect(await screen.findByText("De rol 'Supportdesk' verwijderen?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/roles/4'))).toBe(true),
    );
    expect(await screen.findByText('De rol is verwijderd.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says 'Aan het verwijderen..' (two dots, spec 001 §8) while the role is deleted", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<Response>((resolve) => {
      release = () => resolve(new Response(null, { status: 204 }));
    });
    renderApp(
      '/rollen',
      apiFor(() => answered),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Rol verwijderen: Supportdesk' }, { timeout: 20_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Aan het verwijderen..', { exact: true })).toBeInTheDocument();
    release();
    expect(await screen.findByText('De rol is verwijderd.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the blocking administrators when the role is in use (409)', async () => {
    const user = userEvent.setup();
    const api = apiFor(() =>
      json([{ toString: 'Sam Support', entityType: 'Beheerder', id: 7 }], { status: 409 }),
    );
    renderApp('/rollen', api);
    await user.click(
      await screen.findByRole('button', { name: 'Rol verwijderen: Supportdesk' }, { timeout: 20_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText(/Sam Support \(Beheerder 7\)/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/rollen on the list kit: the publisher filter and sort in the URL', () => {
  const listApi = (rechten: string[], roles: Response) =>
    signedInApi(administrator(rechten), {
      '/api/roles': () => roles.clone(),
      '/api/organisations/9': () => json({ id: 9, name: 'Uitgeverij Noord' }),
    });
  const roleCalls = (api: StubApi) => callsTo(api, '/api/roles');

  it('sends a pasted publisher and sort, names the publisher and sorts on Naam', async () => {
    const user = userEvent.setup();
    const api = listApi(['rollen_inzien'], json([role(4, 'Supportdesk')]));
    const { router } = renderApp('/rollen?uitgever=9&sort=DESC-naam', api);
    expect(await screen.findByText('Supportdesk', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(Object.fromEntries(roleCalls(api)[0]?.searchParams ?? [])).toEqual({
      uitgever: '9',
      sort: 'DESC-naam',
    });
    expect(await screen.findByDisplayValue('Uitgeverij Noord')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Naam/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ uitgever: '9' }));
  });

  it('says Geen resultaten for a publisher without roles', async () => {
    renderApp('/rollen?uitgever=9', listApi(['rollen_inzien'], json([])));
    expect(await screen.findByText('Geen resultaten', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
