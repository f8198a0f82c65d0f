import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from './route-shapes';

export const wasWordtRoute = pageRoute(
  '/waswordt',
  lazyRouteComponent(() => import('../areas/was-wordt/was-wordt-screen'), 'WasWordtScreen'),
);
