import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const beheerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheer',
  staticData: { specPath: '/beheer' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/beheer'),
  component: lazyRouteComponent(() => import('../areas/beheer/beheer-screen'), 'BeheerScreen'),
});
