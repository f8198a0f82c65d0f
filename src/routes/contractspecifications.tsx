import { lazyRouteComponent } from '@tanstack/react-router';
import { ContractSpecificationSearchSchema } from './contractspecifications-search';
import { listRoute } from './route-shapes';

export const contractSpecificationsRoute = listRoute(
  '/contractspecifications',
  ContractSpecificationSearchSchema,
  lazyRouteComponent(
    () => import('../areas/contracts/contract-specifications-screen'),
    'ContractSpecificationsScreen',
  ),
);
