import { lazyRouteComponent } from '@tanstack/react-router';
import { specificationFilters } from '../areas/contracts/contract-specifications-list';
import { listRoute } from './route-shapes';

export const contractSpecificationsRoute = listRoute(
  '/contractspecifications',
  specificationFilters.schema,
  lazyRouteComponent(
    () => import('../areas/contracts/contract-specifications-screen'),
    'ContractSpecificationsScreen',
  ),
);
