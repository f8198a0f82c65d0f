import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountOptions } from '../api/account';
import { itemErrorComponent } from '../kit/item-error';
import { idParams } from './path-params';
import { rootRoute } from './root';
import { loadItem } from './route-shapes';

export const accountEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/edit',
  params: idParams('id'),
  loader: loadItem(accountOptions, 'id'),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountEditScreen'),
  errorComponent: itemErrorComponent('account'),
});
