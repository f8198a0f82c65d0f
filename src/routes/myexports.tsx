import { lazyRouteComponent } from '@tanstack/react-router';
import { exportJobFilters } from '../areas/exports/myexports-list';
import { listRoute } from './route-shapes';

export const myExportsRoute = listRoute(
  '/myexports',
  exportJobFilters.schema,
  lazyRouteComponent(() => import('../areas/exports/myexports-screen'), 'MyExportsScreen'),
);
