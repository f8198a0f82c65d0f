import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateEckSearch } from '../areas/eck/eck-search';
import { rootRoute } from './root';

export const eckLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ecklicenties',
  validateSearch: validateEckSearch,
  component: lazyRouteComponent(() => import('../areas/eck/eck-screen'), 'EckScreen'),
});
