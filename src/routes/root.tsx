import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { currentAdministratorOptions, principalOf } from '../api/administrators';
import type { HttpClient } from '../api/http-client';
import { NotFound } from '../shell/not-found';
import { RootError } from '../shell/root-error';
import { ShellLayout } from '../shell/shell-layout';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = { queryClient: QueryClient; api: HttpClient };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every screen needs the administrator's rights, so they load before any route is matched.
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(currentAdministratorOptions(context.api));
    return { admin: principalOf(me) };
  },
  component: ShellLayout,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});
