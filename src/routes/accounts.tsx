import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { AccountSearchSchema } from './accounts-search';
import { rootRoute } from './root';

export const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  validateSearch: (search) => v.parse(AccountSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/accounts/accounts-screen'), 'AccountsScreen'),
});
