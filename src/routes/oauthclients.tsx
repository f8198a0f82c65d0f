import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { oauthClientFilters } from '../areas/oauth-clients/oauth-clients-list';
import { lazyItem, listRoute, pageRoute } from './route-shapes';

export const oauthClientsRoute = listRoute(
  '/oauthclients',
  oauthClientFilters.schema,
  lazyRouteComponent(() => import('../areas/oauth-clients/oauth-clients-screen'), 'OAuthClientsScreen'),
);

export const oauthClientNewRoute = pageRoute(
  '/oauthclients/new',
  lazyRouteComponent(() => import('../areas/oauth-clients/oauth-client-form-screen'), 'OAuthClientNewScreen'),
);

export const oauthClientEditRoute = createRoute({
  ...lazyItem(
    () => import('../api/oauth-clients'),
    (module) => module.oauthClientOptions,
    'oauthClient',
    ['id'],
  ),
  path: '/oauthclients/$id/edit',
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-form-screen'),
    'OAuthClientEditScreen',
  ),
});
