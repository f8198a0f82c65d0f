import { lazyRouteComponent } from '@tanstack/react-router';
import { schoolOverviewFilters } from '../areas/license-overviews/school-overview-list';
import { listRoute } from './route-shapes';

export const schoolOverviewRoute = listRoute(
  '/tlinklicentiesperschool',
  schoolOverviewFilters.schema,
  lazyRouteComponent(
    () => import('../areas/license-overviews/school-overview-screen'),
    'SchoolOverviewScreen',
  ),
);
