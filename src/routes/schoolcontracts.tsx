import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root';
import { SchoolContractSearchSchema } from './schoolcontracts-search';

export const schoolContractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schoolcontracts',
  validateSearch: (search) => v.parse(SchoolContractSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/contracts/school-contracts-screen'),
    'SchoolContractsScreen',
  ),
});
