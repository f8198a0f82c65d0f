import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { rootRoute } from './root';

const screen = lazyRouteComponent(() => import('../areas/accounts/merge-screen'), 'MergeScreen');

export const accountMergeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/merge',
  component: screen,
});

const idParam = (value: string) => {
  if (!/^\d{1,15}$/.test(value)) throw notFound();
  return Number(value);
};

export const accountMergePairRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/merge/$src/$dst',
  params: {
    parse: ({ src, dst }: { src: string; dst: string }) => ({ src: idParam(src), dst: idParam(dst) }),
    stringify: ({ src, dst }: { src: number; dst: number }) => ({ src: String(src), dst: String(dst) }),
  },
  component: lazyRouteComponent(() => import('../areas/accounts/merge-screen'), 'MergePairScreen'),
});
