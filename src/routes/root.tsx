import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { currentAdministratorOptions, principalOf } from '../api/administrators';
import type { HttpClient } from '../api/http-client';
import { NotFound } from '../shell/not-found';
import { RootError } from '../shell/root-error';
import { ShellLayout } from '../shell/shell-layout';
import { requireAccess } from './route-access';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = { queryClient: QueryClient; api: HttpClient };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every screen needs the administrator's rights, so they load before any route is matched; then
  // every matched route's rule from the route table is checked here, once for all routes.
  beforeLoad: async ({ context, matches }) => {
    const me = await context.queryClient.ensureQueryData(currentAdministratorOptions(context.api));
    const admin = principalOf(me);
    requireAccess(admin, matches);
    return { admin };
  },
  component: ShellLayout,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});
