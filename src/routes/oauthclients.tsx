import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { oauthClientOptions } from '../api/oauth-clients';
import { itemErrorComponent } from '../kit/item-error';
import { OAuthClientSearchSchema } from './oauthclients-search';
import { idParams } from './path-params';
import { rootRoute } from './root';

export const oauthClientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauthclients',
  validateSearch: (search) => v.parse(OAuthClientSearchSchema, search),
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
  params: idParams('id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(oauthClientOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-form-screen'),
    'OAuthClientEditScreen',
  ),
  errorComponent: itemErrorComponent('oauthClient'),
});
