import { lazyRouteComponent } from '@tanstack/react-router';
import { ContractBalanceSearchSchema } from './contractbalances-search';
import { listRoute } from './route-shapes';

export const contractBalancesRoute = listRoute(
  '/contractbalances',
  ContractBalanceSearchSchema,
  lazyRouteComponent(() => import('../areas/contracts/contract-balances-screen'), 'ContractBalancesScreen'),
);
