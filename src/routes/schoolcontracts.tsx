import { lazyRouteComponent } from '@tanstack/react-router';
import { listRoute } from './route-shapes';
import { SchoolContractSearchSchema } from './schoolcontracts-search';

export const schoolContractsRoute = listRoute(
  '/schoolcontracts',
  SchoolContractSearchSchema,
  lazyRouteComponent(() => import('../areas/contracts/school-contracts-screen'), 'SchoolContractsScreen'),
);
