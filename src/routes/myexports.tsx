import { lazyRouteComponent } from '@tanstack/react-router';
import { ExportJobSearchSchema } from './myexports-search';
import { listRoute } from './route-shapes';

export const myExportsRoute = listRoute(
  '/myexports',
  ExportJobSearchSchema,
  lazyRouteComponent(() => import('../areas/exports/myexports-screen'), 'MyExportsScreen'),
);
