import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrderStockSearchSchema } from './orderbalans-search';
import { rootRoute } from './root';

export const orderBalanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderbalans',
  validateSearch: (search) => v.parse(OrderStockSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/orders/order-balance-screen'), 'OrderBalanceScreen'),
});
