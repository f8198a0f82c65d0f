import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountOptions } from '../api/account';
import { itemErrorComponent } from '../kit/item-error';
import { idParams } from './path-params';
import { rootRoute } from './root';

export const accountEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/edit',
  params: idParams('id'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountEditScreen'),
  errorComponent: itemErrorComponent('account'),
});
