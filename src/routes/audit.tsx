import { lazyRouteComponent } from '@tanstack/react-router';
import { AuditSearchSchema } from './audit-search';
import { listRoute } from './route-shapes';

export const auditRoute = listRoute(
  '/audit',
  AuditSearchSchema,
  lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
);
