import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAuditSearch } from '../areas/audit/audit-search';
import { rootRoute } from './root';

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  validateSearch: validateAuditSearch,
  component: lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
});
