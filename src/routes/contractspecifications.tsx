import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContractSpecificationSearchSchema } from './contractspecifications-search';
import { rootRoute } from './root';

export const contractSpecificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contractspecifications',
  validateSearch: (search) => v.parse(ContractSpecificationSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/contracts/contract-specifications-screen'),
    'ContractSpecificationsScreen',
  ),
});
