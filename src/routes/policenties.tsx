import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { PoSearchSchema } from './policenties-search';
import { rootRoute } from './root';

export const poLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policenties',
  validateSearch: (search) => v.parse(PoSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/po-licenses/po-licenses-screen'), 'PoLicensesScreen'),
});
