import { lazyRouteComponent } from '@tanstack/react-router';
import { orderStockFilters } from '../areas/orders/order-balance-list';
import { listRoute } from './route-shapes';

export const orderBalanceRoute = listRoute(
  '/orderbalans',
  orderStockFilters.schema,
  lazyRouteComponent(() => import('../areas/orders/order-balance-screen'), 'OrderBalanceScreen'),
);
