import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { itemErrorComponent } from '../kit/item-error';
import { OAuthClientSearchSchema } from './oauthclients-search';
import { idParams } from './path-params';
import { rootRoute } from './root';
import { listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const oauthClientsApi = () => import('../api/oauth-clients');

export const oauthClientsRoute = listRoute(
  '/oauthclients',
  OAuthClientSearchSchema,
  lazyRouteComponent(() => import('../areas/oauth-clients/oauth-clients-screen'), 'OAuthClientsScreen'),
);

export const oauthClientNewRoute = pageRoute(
  '/oauthclients/new',
  lazyRouteComponent(() => import('../areas/oauth-clients/oauth-client-form-screen'), 'OAuthClientNewScreen'),
);

export const oauthClientEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauthclients/$id/edit',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { oauthClientOptions } = await oauthClientsApi();
    return context.queryClient.ensureQueryData(oauthClientOptions(context.api, params.id));
  },
  component: lazyRouteComponent(
    () => import('../areas/oauth-clients/oauth-client-form-screen'),
    'OAuthClientEditScreen',
  ),
  errorComponent: itemErrorComponent('oauthClient'),
});
