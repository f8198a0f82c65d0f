import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { exportJobsOptions } from '../api/exports';
import { rootRoute } from './root';

export const myExportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/myexports',
  loader: ({ context }) => context.queryClient.ensureQueryData(exportJobsOptions(context.api)),
  component: lazyRouteComponent(() => import('../areas/exports/myexports-screen'), 'MyExportsScreen'),
});
