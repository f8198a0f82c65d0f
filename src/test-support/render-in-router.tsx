import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { ApiProvider } from '../api/api-context';
import { ConfirmProvider } from '../kit/confirm-dialog';
import { testQueryClient } from './render';
import type { StubApi } from './stub-api';

type Pages = {
  /** The path `ui` stands at; '/' when not given. */
  at?: string;
  /** Other pages by path, for a link or a command that opens one ('/accounts/new': <h1>Nieuw</h1>). */
  others?: Record<string, ReactElement>;
};

/**
 * One component (a dialog, a form, a screen's buttons) on a page of its own, with what a screen of
 * the kit needs around it: a router (the unsaved-changes guard, links), a query client, the API,
 * the 'Weet je het zeker?' dialog and the toaster.
 */
export function renderInRouter(ui: ReactElement, api: StubApi, { at = '/', others = {} }: Pages = {}) {
  const queryClient = testQueryClient();
  const root = createRootRoute({ component: () => <Outlet /> });
  const pages = Object.entries({ ...others, [at]: ui }).map(([path, page]) =>
    createRoute({ getParentRoute: () => root, path, component: () => page }),
  );
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api.client}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <Toaster />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
