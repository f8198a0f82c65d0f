import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from './path-params';
import { rootRoute } from './root';

const screen = lazyRouteComponent(() => import('../areas/accounts/merge-screen'), 'MergeScreen');

export const accountMergeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/merge',
  component: screen,
});

export const accountMergePairRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/merge/$src/$dst',
  params: idParams('src', 'dst'),
  component: lazyRouteComponent(() => import('../areas/accounts/merge-screen'), 'MergePairScreen'),
});
