import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateStatusOverviewSearch } from '../areas/license-overviews/status-overview-search';
import { rootRoute } from './root';

export const statusOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinkstatusoverview',
  validateSearch: validateStatusOverviewSearch,
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/status-overview-screen'),
    'StatusOverviewScreen',
  ),
});
