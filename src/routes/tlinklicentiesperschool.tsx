import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateSchoolOverviewSearch } from '../areas/license-overviews/school-overview-search';
import { rootRoute } from './root';

export const schoolOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinklicentiesperschool',
  validateSearch: validateSchoolOverviewSearch,
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/school-overview-screen'),
    'SchoolOverviewScreen',
  ),
});
