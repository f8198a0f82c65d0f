import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountOptions } from '../api/account';
import { intentSearch } from '../areas/accounts/account-intent';
import { idParams } from './path-params';
import { rootRoute } from './root';

export const accountExtendedViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/extended-view',
  // Before the loader, so its `params` are inferred from it.
  params: idParams('id'),
  validateSearch: intentSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/accounts/account-overview-screen'),
    'AccountOverviewScreen',
  ),
  errorComponent: lazyRouteComponent(
    () => import('../areas/accounts/account-load-error'),
    'AccountLoadError',
  ),
});
