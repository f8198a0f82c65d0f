import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  validateSearch: (raw: Record<string, unknown>): { meldcode?: string | undefined } => ({
    meldcode: typeof raw.meldcode === 'string' && raw.meldcode.length <= 20 ? raw.meldcode : undefined,
  }),
  component: lazyRouteComponent(() => import('../areas/home/home-screen'), 'HomeScreen'),
});
