import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { auditFilters } from '../areas/audit/audit-search';
import { rootRoute } from './root';

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  validateSearch: auditFilters.validateSearch,
  component: lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
});
