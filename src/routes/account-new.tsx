import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const accountNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/new',
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountNewScreen'),
});
