import { lazyRouteComponent } from '@tanstack/react-router';
import { OrderSearchSchema } from './orders-search';
import { listRoute } from './route-shapes';

export const ordersRoute = listRoute(
  '/orders',
  OrderSearchSchema,
  lazyRouteComponent(() => import('../areas/orders/orders-screen'), 'OrdersScreen'),
);
