import { lazyRouteComponent } from '@tanstack/react-router';
import { PoSearchSchema } from './policenties-search';
import { listRoute } from './route-shapes';

export const poLicensesRoute = listRoute(
  '/policenties',
  PoSearchSchema,
  lazyRouteComponent(() => import('../areas/po-licenses/po-licenses-screen'), 'PoLicensesScreen'),
);
