import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAccountSearch } from '../areas/accounts/account-search';
import { rootRoute } from './root';

export const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  validateSearch: validateAccountSearch,
  component: lazyRouteComponent(() => import('../areas/accounts/accounts-screen'), 'AccountsScreen'),
});
