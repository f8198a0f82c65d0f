import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { accountOptions } from '../api/account';
import { intentSearch } from '../areas/accounts/account-intent';
import { rootRoute } from './root';

export const accountEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/edit',
  params: {
    parse: ({ id }: { id: string }) => {
      if (!/^\d{1,15}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
  validateSearch: intentSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountEditScreen'),
  errorComponent: lazyRouteComponent(
    () => import('../areas/accounts/account-load-error'),
    'AccountLoadError',
  ),
});
