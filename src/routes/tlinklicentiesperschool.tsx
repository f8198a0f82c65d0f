import { lazyRouteComponent } from '@tanstack/react-router';
import { listRoute } from './route-shapes';
import { SchoolOverviewSearchSchema } from './tlinklicentiesperschool-search';

export const schoolOverviewRoute = listRoute(
  '/tlinklicentiesperschool',
  SchoolOverviewSearchSchema,
  lazyRouteComponent(
    () => import('../areas/license-overviews/school-overview-screen'),
    'SchoolOverviewScreen',
  ),
);
