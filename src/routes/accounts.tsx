import { lazyRouteComponent } from '@tanstack/react-router';
import { AccountSearchSchema } from './accounts-search';
import { listRoute } from './route-shapes';

export const accountsRoute = listRoute(
  '/accounts',
  AccountSearchSchema,
  lazyRouteComponent(() => import('../areas/accounts/accounts-screen'), 'AccountsScreen'),
);
