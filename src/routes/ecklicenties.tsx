import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateEckSearch } from '../areas/eck/eck-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const eckLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ecklicenties',
  staticData: { specPath: '/ecklicenties' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/ecklicenties'),
  validateSearch: validateEckSearch,
  component: lazyRouteComponent(() => import('../areas/eck/eck-screen'), 'EckScreen'),
});
