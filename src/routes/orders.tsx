import { lazyRouteComponent } from '@tanstack/react-router';
import { orderFilters } from '../areas/orders/orders-list';
import { listRoute } from './route-shapes';

export const ordersRoute = listRoute(
  '/orders',
  orderFilters.schema,
  lazyRouteComponent(() => import('../areas/orders/orders-screen'), 'OrdersScreen'),
);
