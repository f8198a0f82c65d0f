import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { orderFilters, orderStockFilters } from '../areas/orders/order-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

const idOf = (raw: unknown) => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
};

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  staticData: { specPath: '/orders' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/orders'),
  validateSearch: orderFilters.validateSearch,
  component: lazyRouteComponent(() => import('../areas/orders/orders-screen'), 'OrdersScreen'),
});

export const orderBalanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderbalans',
  staticData: { specPath: '/orderbalans' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/orderbalans'),
  validateSearch: (raw: Record<string, unknown>) => ({
    ...orderStockFilters.validateSearch(raw),
    distributorId: idOf(raw.distributorId),
  }),
  component: lazyRouteComponent(() => import('../areas/orders/order-balance-screen'), 'OrderBalanceScreen'),
});

export const orderImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderimport',
  staticData: { specPath: '/orderimport' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/orderimport'),
  component: lazyRouteComponent(() => import('../areas/orders/order-import-screen'), 'OrderImportScreen'),
});
