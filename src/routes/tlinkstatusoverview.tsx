import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateStatusOverviewSearch } from '../areas/license-overviews/status-overview-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const statusOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinkstatusoverview',
  staticData: { specPath: '/tlinkstatusoverview' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/tlinkstatusoverview'),
  validateSearch: validateStatusOverviewSearch,
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/status-overview-screen'),
    'StatusOverviewScreen',
  ),
});
