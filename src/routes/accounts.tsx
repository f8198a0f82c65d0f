import { lazyRouteComponent } from '@tanstack/react-router';
import { accountFilters } from '../areas/accounts/accounts-list';
import { listRoute } from './route-shapes';

export const accountsRoute = listRoute(
  '/accounts',
  accountFilters.schema,
  lazyRouteComponent(() => import('../areas/accounts/accounts-screen'), 'AccountsScreen'),
);
