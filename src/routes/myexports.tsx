import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExportJobSearchSchema } from './myexports-search';
import { rootRoute } from './root';

export const myExportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/myexports',
  validateSearch: (search) => v.parse(ExportJobSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/exports/myexports-screen'), 'MyExportsScreen'),
});
