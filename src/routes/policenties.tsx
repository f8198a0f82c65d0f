import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validatePoSearch } from '../areas/po-licenses/po-search';
import { rootRoute } from './root';

export const poLicensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policenties',
  validateSearch: validatePoSearch,
  component: lazyRouteComponent(() => import('../areas/po-licenses/po-licenses-screen'), 'PoLicensesScreen'),
});
