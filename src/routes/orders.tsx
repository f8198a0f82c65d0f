import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrderSearchSchema } from './orders-search';
import { rootRoute } from './root';

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  validateSearch: (search) => v.parse(OrderSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/orders/orders-screen'), 'OrdersScreen'),
});
