// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import {
  administrator,
  json,
  listPage,
  organisation,
  signedInApi,
  stubApi,
} from '../../test-support/stub-api';

const school = organisation(3, 'De Linde', ['School']);
const ownPublisher = organisation(1, 'Uitgeverij Noorderlicht', ['Uitgever']);
const distributor = organisation(9, 'Boekhandel Noord', ['Distributeur']);
const SCHOOL_RIGHTS = ['organisaties_inzien', 'organisaties_toevoegen', 'organisaties_aanpassen'];

/** A publisher-bound administrator (Noorderlicht) with the school rights, without the publishers right. */
function apiFor(rechten = SCHOOL_RIGHTS) {
  const all = [school, ownPublisher, distributor];
  const handlers: Parameters<typeof stubApi>[0] = {
    '/api/administrators/me': () =>
      json(administrator(rechten, { id: 1, name: 'Uitgeverij Noorderlicht', askForVolledigeNaam: false })),
    '/api/organisations': () => listPage(all),
    '/api/organisationstyles': () => json([]),
  };
  for (const org of all) {
    handlers[`/api/organisations/${org.id}`] = () => json(org);
    handlers[`/api/organisations/${org.id}/siblings`] = () => json([]);
  }
  return stubApi(handlers);
}

describe('organisations without organisaties_uitgevers_distributeurs (issue 18 A4)', () => {
  it('offers the pencil for schools only', async () => {
    renderApp('/organisaties', apiFor());
    expect(
      await screen.findByRole('link', { name: 'Organisatie bewerken: De Linde' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisatie bekijken: Boekhandel Noord' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Organisatie bewerken: Boekhandel Noord' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Organisatie bewerken: Uitgeverij Noorderlicht' })).toBeNull();
  });

  it('leaves the edit button off the overview of a publisher, and its edit form is access denied', async () => {
    const { router } = renderApp('/organisaties/1/extended-view', apiFor());
    expect(
      await screen.findByRole('heading', { name: 'Uitgeverij Noorderlicht' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
    await router.navigate({ href: '/organisaties/9/edit' });
    expect(await screen.findByRole('heading', { name: 'Leskluis geweigerd' })).toBeInTheDocument();
  });

  it('edits a school without the Stijl select', async () => {
    renderApp('/organisaties/3/edit', apiFor());
    const form = await screen.findByRole('form', { name: 'Organisatie bewerken' }, { timeout: 20_000 });
    expect(within(form).getByLabelText(/^Naam/)).toHaveValue('De Linde');
    expect(within(form).queryByLabelText('Stijl')).toBeNull();
  });

  it('keeps the Stijl select and its own publisher for holders of the right', async () => {
    renderApp(
      '/organisaties/1/edit',
      apiFor([...SCHOOL_RIGHTS, 'organisaties_uitgevers_distributeurs_leskluis']),
    );
    const form = await screen.findByRole('form', { name: 'Organisatie bewerken' }, { timeout: 20_000 });
    expect(within(form).getByLabelText('Stijl')).toBeInTheDocument();
  });

  it('lands on a page it may open after a save without organisaties_inzien (issue 18 A5)', async () => {
    const user = userEvent.setup();
    const api = signedInApi(administrator(['organisaties_aanpassen']), {
      '/api/organisations/3': (_url, request) =>
        request.method === 'PUT' ? json({ ...school, city: 'Deventer' }) : json(school),
      '/api/organisationstyles': () => json([]),
    });
    const { router } = renderApp('/organisaties/3/edit', api);
    const form = await screen.findByRole('form', { name: 'Organisatie bewerken' }, { timeout: 20_000 });
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Leskluis geweigerd' })).toBeNull();
  });
});
