// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { actieParam, lenientObject } from './search-fields';
import { useActie } from './use-actie';

const PageSearch = lenientObject({ q: v.string(), actie: actieParam(['reserveren', 'export']) });

/** A page whose search is a filter and a command's actie, as the lists' and views' routes have. */
function pageAt(path: string) {
  const runs: string[] = [];
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (search) => v.parse(PageSearch, search),
    component: function Page() {
      const { actie } = useSearch({ from: '/' as never }) as v.InferOutput<typeof PageSearch>;
      useActie(actie, { reserveren: () => runs.push('reserveren') });
      return null;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return { router, runs };
}

describe('useActie: the one way a screen runs ?actie=', () => {
  it('runs the action once, clears actie from the URL and keeps the other search', async () => {
    const { router, runs } = pageAt('/?q=anna&actie=reserveren');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'anna' }));
    expect(runs).toEqual(['reserveren']);
    // A replace: back does not return to the URL that asked for it.
    expect(router.history.length).toBe(1);
  });

  it('runs it again when asked again after it was cleared (a second click on the command)', async () => {
    const { router, runs } = pageAt('/?actie=reserveren');
    await waitFor(() => expect(runs).toEqual(['reserveren']));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await act(() => router.navigate({ to: '/', search: { actie: 'reserveren' } }));
    await waitFor(() => expect(runs).toEqual(['reserveren', 'reserveren']));
  });

  it('drops an actie the screen has no handler for, and an unknown one never reaches it', async () => {
    const known = pageAt('/?actie=export');
    await waitFor(() => expect(known.router.state.location.search).toEqual({}));
    expect(known.runs).toEqual([]);
    const unknown = pageAt('/?actie=wissen');
    await waitFor(() => expect(unknown.router.state.location.search).toEqual({}));
    expect(unknown.runs).toEqual([]);
  });
});
