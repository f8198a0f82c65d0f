import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { itemErrorComponent } from '../kit/item-error';
import { AdministratorSearchSchema } from './beheerders-search';
import { idParams } from './path-params';
import { rootRoute } from './root';
import { listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const administratorsApi = () => import('../api/administrators-admin');

const loadError = itemErrorComponent('administrator');

export const administratorsRoute = listRoute(
  '/beheerders',
  AdministratorSearchSchema,
  lazyRouteComponent(() => import('../areas/administrators/administrators-screen'), 'AdministratorsScreen'),
);

export const administratorNewRoute = pageRoute(
  '/beheerders/new',
  lazyRouteComponent(
    () => import('../areas/administrators/administrator-form-screen'),
    'AdministratorNewScreen',
  ),
);

export const administratorEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/edit',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { administratorOptions } = await administratorsApi();
    return context.queryClient.ensureQueryData(administratorOptions(context.api, params.id));
  },
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-form-screen'),
    'AdministratorEditScreen',
  ),
  errorComponent: loadError,
});

export const administratorPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/edit/password',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { administratorOptions } = await administratorsApi();
    return context.queryClient.ensureQueryData(administratorOptions(context.api, params.id));
  },
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-password-screen'),
    'AdministratorPasswordScreen',
  ),
  errorComponent: loadError,
});

export const administratorViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/extended-view',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { administratorOptions } = await administratorsApi();
    return context.queryClient.ensureQueryData(administratorOptions(context.api, params.id));
  },
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-view-screen'),
    'AdministratorViewScreen',
  ),
  errorComponent: loadError,
});
