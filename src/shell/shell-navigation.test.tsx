// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { type FunctionComponent, type MemoExoticComponent, memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { administratorKeys } from '../api/administrators';
import { renderApp } from '../test-support/render-app';
import { administrator, json, stubApi } from '../test-support/stub-api';

/**
 * A navigation draws the new screen and the tab's title, not the shell around it (issue 20 review:
 * the title hook re-drew the whole shell, ~12 ms a navigation): the top bar and the side menu are
 * drawn again only when the administrator changes. The router does not draw the shell on a
 * navigation at all; a newly fetched administrator does, which the memos of both catch (decision 615).
 */
const drawn = { menu: 0, top: 0 };

/**
 * The real component with a count of its draws, memoised exactly as its module exports it: a
 * component that lost its memo is counted on every navigation, so the test below fails.
 */
function counted<P extends object>(
  real: FunctionComponent<P> | MemoExoticComponent<FunctionComponent<P>>,
  part: keyof typeof drawn,
) {
  const isMemo = 'type' in real;
  const draw = isMemo ? real.type : real;
  const counting = (props: P) => {
    drawn[part] += 1;
    return draw(props);
  };
  return isMemo ? memo(counting) : counting;
}
vi.mock('./side-menu', async (original) => {
  const real = (await original()) as typeof import('./side-menu');
  return { SideMenu: counted(real.SideMenu, 'menu') };
});
vi.mock('./top-bar', async (original) => {
  const real = (await original()) as typeof import('./top-bar');
  return { TopBar: counted(real.TopBar, 'top') };
});

describe('the shell on navigation', () => {
  it('keeps the top bar and the side menu as drawn, and titles the tab per route', async () => {
    const api = stubApi({ '/api/administrators/me': () => json(administrator(['is_superuser'])) });
    const { router } = renderApp('/home', api);
    await waitFor(() => expect(document.title).toBe('Home · Leskluis Beheer'), { timeout: 20_000 });
    const before = { ...drawn };
    for (const [to, title] of [
      ['/rollen/new', 'Rol toevoegen · Leskluis Beheer'],
      ['/home', 'Home · Leskluis Beheer'],
      ['/rollen/new', 'Rol toevoegen · Leskluis Beheer'],
    ] as const) {
      await router.navigate({ to });
      await waitFor(() => expect(document.title).toBe(title));
    }
    expect(drawn).toEqual(before);
  });

  it('draws the menu again for new rights, not for a new name, when the administrator is fetched again', async () => {
    let me = administrator(['gebruikers_inzien']);
    const api = stubApi({ '/api/administrators/me': () => json(me) });
    const { router, queryClient } = renderApp('/home', api);
    await waitFor(() => expect(document.title).toBe('Home · Leskluis Beheer'), { timeout: 20_000 });
    const refetched = async (next: typeof me, to: '/home' | '/accounts') => {
      me = next;
      await queryClient.refetchQueries({ queryKey: administratorKeys.me() });
      // The root reads the administrator again on the next navigation.
      await router.navigate({ to });
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
    };
    const before = { ...drawn };
    await refetched({ ...me, name: 'Sam de Beheerder' }, '/accounts');
    expect(await screen.findByRole('button', { name: /Sam de Beheerder/ })).toBeInTheDocument();
    expect(drawn).toEqual(before);

    await refetched(administrator(['gebruikers_inzien', 'rollen_inzien']), '/home');
    expect(await screen.findByRole('link', { name: 'Rollen' })).toBeInTheDocument();
    expect(drawn).toEqual({ ...before, menu: before.menu + 1 });
  });
});
