// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryAtRouterPath, menuEntries, ROUTE_TABLE, routerPath } from '../commands/route-table';
import { renderApp } from './test-support/render-app';
import { account, administrator, json, stubApi } from './test-support/stub-api';

const SUPPORT_DESK = [
  'gebruikers_inzien',
  'gebruikers_aanpassen',
  'logentries_inzien',
  'tlinklicenties_inzien',
];
const PUBLISHER = ['gebruikers_inzien', 'producten_inzien', 'beheer_leskluis'];

/** The side-menu titles the route table allows for these rights. */
function menuTitles(rechten: string[]): string[] {
  return menuEntries({ id: 7, rechten, uitgeverId: null }).map((r) => r.title);
}

function apiFor(rechten: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ '/api/administrators/me': () => json(administrator(rechten)), ...extra });
}

describe('router and shell', () => {
  it('sends / to /home, a start page with the screens the administrator may use', async () => {
    const { router } = renderApp('/', apiFor(SUPPORT_DESK));
    expect(await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Gebruikers/ })).toHaveAttribute('href', '/accounts');
    await waitFor(() => expect(document.title).toBe('Home · Leskluis Beheer'));
    await router.navigate({ to: '/accounts' });
    await waitFor(() => expect(document.title).toBe('Gebruikers · Leskluis Beheer'));
  });

  it('redirects to /access-denied when the route rule fails', async () => {
    const { router } = renderApp('/audit', apiFor(PUBLISHER));
    expect(await screen.findByRole('heading', { name: 'Leskluis geweigerd' })).toBeInTheDocument();
    expect(
      screen.getByText('Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('checks item routes too, before their data loads', async () => {
    const api = apiFor(['logentries_inzien'], { '/api/accounts/5': () => json(account(5)) });
    renderApp('/accounts/5/extended-view', api);
    expect(await screen.findByRole('heading', { name: 'Leskluis geweigerd' })).toBeInTheDocument();
    expect(api.requests.map((r) => new URL(r.url).pathname)).not.toContain('/api/accounts/5');
  });

  it('checks the rule again on every navigation inside the console', async () => {
    const { router } = renderApp('/home', apiFor(PUBLISHER));
    await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' });
    await router.navigate({ to: '/audit' });
    expect(await screen.findByRole('heading', { name: 'Leskluis geweigerd' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it("lets an administrator open their own edit page without the right (the route's self param)", async () => {
    const api = apiFor([], { '/api/administrators/7': () => json(administrator([])) });
    const { router } = renderApp('/beheerders/7/edit', api);
    await waitFor(() =>
      expect(api.requests.map((r) => new URL(r.url).pathname)).toContain('/api/administrators/7'),
    );
    expect(router.state.location.pathname).toBe('/beheerders/7/edit');
  });

  it('guards every registered route by its entry in the route table', async () => {
    const { router } = renderApp('/access-denied', apiFor([]));
    await screen.findByRole('heading', { name: 'Leskluis geweigerd' });
    const unguarded = Object.keys(router.routesByPath).filter((path) => !entryAtRouterPath(path));
    expect(unguarded).toEqual([]);
  });

  it("shows 'Pagina niet gevonden' for unknown paths and for routes without a screen yet", async () => {
    renderApp('/bestaat-niet', apiFor(['is_superuser']));
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    // Routes of the table without a screen are not registered; none may be left once every area exists.
    const withoutScreen = ROUTE_TABLE.find((r) => !r.hasScreen && !r.path.includes('{'));
    if (withoutScreen) {
      document.body.innerHTML = '';
      renderApp(withoutScreen.path, apiFor(['is_superuser']));
      expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    }
  });

  it('registers every route of the table that has a screen', async () => {
    const { router } = renderApp('/access-denied', apiFor([]));
    await screen.findByRole('heading', { name: 'Leskluis geweigerd' });
    const registered = Object.keys(router.routesByPath);
    for (const route of ROUTE_TABLE.filter((r) => r.hasScreen))
      expect(registered).toContain(routerPath(route.path));
  });

  it('builds the side menu from the rights and marks the current page', async () => {
    renderApp('/home', apiFor(SUPPORT_DESK));
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(menuTitles(SUPPORT_DESK));
    expect(links.map((l) => l.textContent)).not.toContain('Auditlog');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Gebruikers' })).not.toHaveAttribute('aria-current');
  });

  it('hides menu entries whose right is missing', async () => {
    renderApp('/access-denied', apiFor(PUBLISHER));
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const titles = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(titles).toEqual(menuTitles(PUBLISHER));
    for (const hidden of ['Auditlog', 'Beheerders', 'Organisaties']) expect(titles).not.toContain(hidden);
  });

  it('has a skip link, the environment badge and an account menu that signs out', async () => {
    const user = userEvent.setup();
    const { signOuts } = renderApp('/home', apiFor(SUPPORT_DESK));
    await screen.findByRole('heading', { name: 'Welkom, Sam Beheerder' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Naar inhoud' })).toHaveFocus();
    expect(screen.getByText('Test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sam Beheerder/ }));
    expect(await screen.findByText('sam@leskluis.test')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Uitloggen' }));
    expect(signOuts).toEqual([1]);
  });
});
