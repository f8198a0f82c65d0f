import { lazyRouteComponent } from '@tanstack/react-router';
import { poFilters } from '../areas/po-licenses/po-licenses-list';
import { listRoute } from './route-shapes';

export const poLicensesRoute = listRoute(
  '/policenties',
  poFilters.schema,
  lazyRouteComponent(() => import('../areas/po-licenses/po-licenses-screen'), 'PoLicensesScreen'),
);
