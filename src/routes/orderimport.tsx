import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export const orderImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderimport',
  component: lazyRouteComponent(() => import('../areas/orders/order-import-screen'), 'OrderImportScreen'),
});
