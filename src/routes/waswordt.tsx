import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const wasWordtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/waswordt',
  staticData: { specPath: '/waswordt' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/waswordt'),
  component: lazyRouteComponent(() => import('../areas/was-wordt/was-wordt-screen'), 'WasWordtScreen'),
});
