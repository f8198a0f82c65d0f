import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAccountSearch } from '../areas/accounts/account-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  staticData: { specPath: '/accounts' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/accounts'),
  validateSearch: validateAccountSearch,
  component: lazyRouteComponent(() => import('../areas/accounts/accounts-screen'), 'AccountsScreen'),
});
