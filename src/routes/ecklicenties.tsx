import { lazyRouteComponent } from '@tanstack/react-router';
import { eckFilters } from '../areas/eck/eck-list';
import { listRoute } from './route-shapes';

export const eckLicensesRoute = listRoute(
  '/ecklicenties',
  eckFilters.schema,
  lazyRouteComponent(() => import('../areas/eck/eck-screen'), 'EckScreen'),
);
