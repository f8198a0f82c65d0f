import { lazyRouteComponent } from '@tanstack/react-router';
import { listRoute } from './route-shapes';
import { StatusOverviewSearchSchema } from './tlinkstatusoverview-search';

export const statusOverviewRoute = listRoute(
  '/tlinkstatusoverview',
  StatusOverviewSearchSchema,
  lazyRouteComponent(
    () => import('../areas/license-overviews/status-overview-screen'),
    'StatusOverviewScreen',
  ),
);
