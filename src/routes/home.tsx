import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  staticData: { specPath: '/home' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/home'),
  validateSearch: (raw: Record<string, unknown>): { meldcode?: string | undefined } => ({
    meldcode: typeof raw.meldcode === 'string' && raw.meldcode.length <= 20 ? raw.meldcode : undefined,
  }),
  component: lazyRouteComponent(() => import('../areas/home/home-screen'), 'HomeScreen'),
});
