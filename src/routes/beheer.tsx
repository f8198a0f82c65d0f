import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const beheerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheer',
  component: lazyRouteComponent(() => import('../areas/beheer/beheer-screen'), 'BeheerScreen'),
});
