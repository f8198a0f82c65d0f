import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAuditSearch } from '../areas/audit/audit-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/audit',
  staticData: { specPath: '/audit' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/audit'),
  validateSearch: validateAuditSearch,
  component: lazyRouteComponent(() => import('../areas/audit/audit-screen'), 'AuditScreen'),
});
