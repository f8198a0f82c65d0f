import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { orderFilters, orderStockFilters } from '../areas/orders/order-search';
import { rootRoute } from './root';

const idOf = (raw: unknown) => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
};

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  validateSearch: orderFilters.validateSearch,
  component: lazyRouteComponent(() => import('../areas/orders/orders-screen'), 'OrdersScreen'),
});

export const orderBalanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderbalans',
  validateSearch: (raw: Record<string, unknown>) => ({
    ...orderStockFilters.validateSearch(raw),
    distributorId: idOf(raw.distributorId),
  }),
  component: lazyRouteComponent(() => import('../areas/orders/order-balance-screen'), 'OrderBalanceScreen'),
});

export const orderImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderimport',
  component: lazyRouteComponent(() => import('../areas/orders/order-import-screen'), 'OrderImportScreen'),
});
