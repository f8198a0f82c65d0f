import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContractBalanceSearchSchema } from './contractbalances-search';
import { rootRoute } from './root';

export const contractBalancesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contractbalances',
  validateSearch: (search) => v.parse(ContractBalanceSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/contracts/contract-balances-screen'),
    'ContractBalancesScreen',
  ),
});
