import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditSearchSchema } from './audit-search';
import { rootRoute } from './root';

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  validateSearch: (search) => v.parse(AuditSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
});
