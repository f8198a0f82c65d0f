import { lazyRouteComponent } from '@tanstack/react-router';
import { EckSearchSchema } from './ecklicenties-search';
import { listRoute } from './route-shapes';

export const eckLicensesRoute = listRoute(
  '/ecklicenties',
  EckSearchSchema,
  lazyRouteComponent(() => import('../areas/eck/eck-screen'), 'EckScreen'),
);
