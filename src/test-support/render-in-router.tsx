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
import { testQueryClient } from './render';
import type { StubApi } from './stub-api';

/**
 * One component (a dialog, a form) on a page of its own, with what a form of the kit needs around
 * it: a router (the unsaved-changes guard), a query client, the API and the toaster.
 */
export function renderInRouter(ui: ReactElement, api: StubApi) {
  const queryClient = testQueryClient();
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api.client}>
        <RouterProvider router={router} />
        <Toaster />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
