import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { exportJobFilters } from '../areas/exports/export-job-filters';
import { rootRoute } from './root';

export const myExportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/myexports',
  validateSearch: exportJobFilters.validateSearch,
  component: lazyRouteComponent(() => import('../areas/exports/myexports-screen'), 'MyExportsScreen'),
});
