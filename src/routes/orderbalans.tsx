import { lazyRouteComponent } from '@tanstack/react-router';
import { OrderStockSearchSchema } from './orderbalans-search';
import { listRoute } from './route-shapes';

export const orderBalanceRoute = listRoute(
  '/orderbalans',
  OrderStockSearchSchema,
  lazyRouteComponent(() => import('../areas/orders/order-balance-screen'), 'OrderBalanceScreen'),
);
