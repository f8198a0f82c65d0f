import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  balanceFilters,
  specificationFilters,
  validateSchoolContractSearch,
  withLinkedIds,
} from '../areas/contracts/contract-search';
import { rootRoute } from './root';

export const schoolContractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schoolcontracts',
  validateSearch: validateSchoolContractSearch,
  component: lazyRouteComponent(
    () => import('../areas/contracts/school-contracts-screen'),
    'SchoolContractsScreen',
  ),
});

export const contractBalancesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contractbalances',
  validateSearch: (raw: Record<string, unknown>) => withLinkedIds(balanceFilters.validateSearch(raw), raw),
  component: lazyRouteComponent(
    () => import('../areas/contracts/contract-balances-screen'),
    'ContractBalancesScreen',
  ),
});

export const contractSpecificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contractspecifications',
  validateSearch: (raw: Record<string, unknown>) =>
    withLinkedIds(specificationFilters.validateSearch(raw), raw),
  component: lazyRouteComponent(
    () => import('../areas/contracts/contract-specifications-screen'),
    'ContractSpecificationsScreen',
  ),
});
