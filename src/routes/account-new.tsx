import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const accountNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/new',
  staticData: { specPath: '/accounts/new' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/accounts/new'),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountNewScreen'),
});
