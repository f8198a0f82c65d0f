import { lazyRouteComponent } from '@tanstack/react-router';
import { schoolContractFilters } from '../areas/contracts/school-contracts-list';
import { listRoute } from './route-shapes';

export const schoolContractsRoute = listRoute(
  '/schoolcontracts',
  schoolContractFilters.schema,
  lazyRouteComponent(() => import('../areas/contracts/school-contracts-screen'), 'SchoolContractsScreen'),
);
