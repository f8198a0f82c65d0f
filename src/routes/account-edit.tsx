import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountOptions } from '../api/account';
import { intentSearch } from '../areas/accounts/account-intent';
import { idParams } from './path-params';
import { rootRoute } from './root';

export const accountEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/edit',
  params: idParams('id'),
  validateSearch: intentSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountEditScreen'),
  errorComponent: lazyRouteComponent(
    () => import('../areas/accounts/account-load-error'),
    'AccountLoadError',
  ),
});
