import { lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from './route-shapes';

export const orderImportRoute = pageRoute(
  '/orderimport',
  lazyRouteComponent(() => import('../areas/orders/order-import-screen'), 'OrderImportScreen'),
);
