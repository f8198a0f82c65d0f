import { lazyRouteComponent } from '@tanstack/react-router';
import { auditFilters } from '../areas/audit/audit-list';
import { listRoute } from './route-shapes';

export const auditRoute = listRoute(
  '/audit',
  auditFilters.schema,
  lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
);
