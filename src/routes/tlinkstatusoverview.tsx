import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root';
import { StatusOverviewSearchSchema } from './tlinkstatusoverview-search';

export const statusOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinkstatusoverview',
  validateSearch: (search) => v.parse(StatusOverviewSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/license-overviews/status-overview-screen'),
    'StatusOverviewScreen',
  ),
});
