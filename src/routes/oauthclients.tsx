import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { oauthClientOptions } from '../api/oauth-clients';
import { oauthClientFilters } from '../areas/oauth-clients/oauth-client-filters';
import { rootRoute } from './root';

const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

export const oauthClientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauthclients',
  validateSearch: oauthClientFilters.validateSearch,
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-clients-screen'),
    'OAuthClientsScreen',
  ),
});

export const oauthClientNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauthclients/new',
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-form-screen'),
    'OAuthClientNewScreen',
  ),
});

export const oauthClientEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauthclients/$id/edit',
  params: idParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(oauthClientOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-form-screen'),
    'OAuthClientEditScreen',
  ),
  errorComponent: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-load-error'),
    'OAuthClientLoadError',
  ),
});
