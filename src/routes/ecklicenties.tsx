import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { EckSearchSchema } from './ecklicenties-search';
import { rootRoute } from './root';

export const eckLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ecklicenties',
  validateSearch: (search) => v.parse(EckSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/eck/eck-screen'), 'EckScreen'),
});
