// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import {
  administrator,
  callsTo,
  json,
  listPage,
  type StubApi,
  type StubHandler,
  signedInApi,
} from '../../test-support/stub-api';

const row = (id: number, name: string) => ({
  ...administrator([]),
  id,
  name,
  email: `${name.toLowerCase()}@leskluis.test`,
  rol: { id: 4, naam: 'Supportdesk', rechten: [], uitgever: null, isKiesbaar: true },
  createdAt: '2024-03-01T09:15:00.000Z',
  updatedAt: '2024-03-01T09:15:00.000Z',
});

function apiFor(rechten: string[], list: StubHandler) {
  return signedInApi(administrator(rechten), {
    '/api/administrators': list,
    '/api/roles/4': () => json({ id: 4, naam: 'Supportdesk' }),
  });
}

const listCalls = (api: StubApi) => callsTo(api, '/api/administrators');
const twoRows = () => listPage([row(11, 'Anna'), row(12, 'Bram')]);

describe('/beheerders on the list kit (spec 001 §2)', () => {
  it('reads a pasted URL: search text, role and sort go to the API and into the filter bar', async () => {
    const api = apiFor(['is_superuser'], twoRows);
    renderApp('/beheerders?q=anna&rol=4&sort=ASC-email', api);
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(api)[0]?.searchParams ?? [])).toEqual({
      q: 'anna',
      rol: '4',
      sort: 'ASC-email',
    });
    expect(screen.getByLabelText('Zoeken')).toHaveValue('anna');
    expect(await screen.findByDisplayValue('Supportdesk')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps a new search and a sort in the URL, the role and sort kept', async () => {
    const user = userEvent.setup();
    const api = apiFor(['is_superuser'], twoRows);
    const { router } = renderApp('/beheerders?rol=4&sort=ASC-email', api);
    await screen.findByText('Anna');
    await user.type(screen.getByLabelText('Zoeken'), 'bram');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'bram', rol: '4', sort: 'ASC-email' }),
    );
    await user.click(screen.getByRole('button', { name: /Naam/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'ASC-name' }));
  });

  it('drops the role filter of an administrator who is not a superuser and offers no role lookup', async () => {
    const api = apiFor(['beheerders_inzien'], twoRows);
    renderApp('/beheerders?rol=4', api);
    await screen.findByText('Anna');
    expect(Object.fromEntries(listCalls(api)[0]?.searchParams ?? [])).toEqual({ sort: 'DESC-updatedAt' });
    expect(screen.queryByLabelText('Rol')).not.toBeInTheDocument();
  });

  it('says Geen resultaten for a search without matches, and why a list failed', async () => {
    const empty = apiFor(['is_superuser'], () => listPage([]));
    const { unmount } = renderApp('/beheerders?q=niemand', empty);
    expect(
      await within(await screen.findByRole('grid', { name: 'Beheerders' })).findByText('Geen resultaten'),
    ).toBeInTheDocument();
    unmount();
    const failing = apiFor(['is_superuser'], () =>
      json({ message: 'Database niet bereikbaar' }, { status: 500 }),
    );
    renderApp('/beheerders', failing);
    expect(
      await within(await screen.findByRole('grid', { name: 'Beheerders' })).findByText(
        'Probleem tijdens het ophalen: Database niet bereikbaar.',
      ),
    ).toBeInTheDocument();
  });
});
