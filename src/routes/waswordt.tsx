import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const wasWordtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/waswordt',
  component: lazyRouteComponent(() => import('../areas/was-wordt/was-wordt-screen'), 'WasWordtScreen'),
});
