import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateSchoolOverviewSearch } from '../areas/license-overviews/school-overview-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const schoolOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinklicentiesperschool',
  staticData: { specPath: '/tlinklicentiesperschool' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/tlinklicentiesperschool'),
  validateSearch: validateSchoolOverviewSearch,
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/school-overview-screen'),
    'SchoolOverviewScreen',
  ),
});
