// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { administrator, json, stubApi } from '../test-support/stub-api';

/**
 * A navigation draws the new screen and the tab's title, not the shell around it (issue 20 review:
 * the title hook re-drew the whole shell, ~12 ms a navigation): the top bar and the side menu are
 * drawn again only when the administrator changes.
 */
const drawn = { menu: 0, top: 0 };
vi.mock('./side-menu', async (original) => {
  const real = (await original()) as typeof import('./side-menu');
  return {
    SideMenu: (props: Parameters<typeof real.SideMenu>[0]) => {
      drawn.menu += 1;
      return real.SideMenu(props);
    },
  };
});
vi.mock('./top-bar', async (original) => {
  const real = (await original()) as typeof import('./top-bar');
  return {
    TopBar: () => {
      drawn.top += 1;
      return real.TopBar();
    },
  };
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
});
