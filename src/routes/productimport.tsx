import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from './route-shapes';

export const productImportRoute = pageRoute(
  '/productimport',
  lazyRouteComponent(() => import('../areas/product-import/product-import-screen'), 'ProductImportScreen'),
);
