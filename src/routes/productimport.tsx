import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const productImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/productimport',
  staticData: { specPath: '/productimport' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/productimport'),
  component: lazyRouteComponent(
    () => import('../areas/product-import/product-import-screen'),
    'ProductImportScreen',
  ),
});
