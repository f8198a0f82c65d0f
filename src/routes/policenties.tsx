import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validatePoSearch } from '../areas/po-licenses/po-search';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

export const poLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policenties',
  staticData: { specPath: '/policenties' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/policenties'),
  validateSearch: validatePoSearch,
  component: lazyRouteComponent(() => import('../areas/po-licenses/po-licenses-screen'), 'PoLicensesScreen'),
});
