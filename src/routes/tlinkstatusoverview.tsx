import { lazyRouteComponent } from '@tanstack/react-router';
import { statusOverviewFilters } from '../areas/license-overviews/status-overview-list';
import { listRoute } from './route-shapes';

export const statusOverviewRoute = listRoute(
  '/tlinkstatusoverview',
  statusOverviewFilters.schema,
  lazyRouteComponent(
    () => import('../areas/license-overviews/status-overview-screen'),
    'StatusOverviewScreen',
  ),
);
