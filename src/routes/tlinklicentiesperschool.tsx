import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root';
import { SchoolOverviewSearchSchema } from './tlinklicentiesperschool-search';

export const schoolOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinklicentiesperschool',
  validateSearch: (search) => v.parse(SchoolOverviewSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/school-overview-screen'),
    'SchoolOverviewScreen',
  ),
});
