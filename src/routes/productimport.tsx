import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const productImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/productimport',
  component: lazyRouteComponent(
    () => import('../areas/product-import/product-import-screen'),
    'ProductImportScreen',
  ),
});
