import { lazyRouteComponent } from '@tanstack/react-router';
import { balanceFilters } from '../areas/contracts/contract-balances-list';
import { listRoute } from './route-shapes';

export const contractBalancesRoute = listRoute(
  '/contractbalances',
  balanceFilters.schema,
  lazyRouteComponent(() => import('../areas/contracts/contract-balances-screen'), 'ContractBalancesScreen'),
);
