import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from './route-shapes';

export const accountNewRoute = pageRoute(
  '/accounts/new',
  lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountNewScreen'),
);
