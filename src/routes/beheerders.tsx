import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { administratorFilters } from '../areas/administrators/administrators-list';
import { lazyItem, listRoute, pageRoute } from './route-shapes';

const administrator = lazyItem(
  () => import('../api/administrators-admin'),
  (module) => module.administratorOptions,
  'administrator',
  ['id'],
);
const formScreens = () => import('../areas/administrators/administrator-form-screen');

export const administratorsRoute = listRoute(
  '/beheerders',
  administratorFilters.schema,
  lazyRouteComponent(() => import('../areas/administrators/administrators-screen'), 'AdministratorsScreen'),
);

export const administratorNewRoute = pageRoute(
  '/beheerders/new',
  lazyRouteComponent(formScreens, 'AdministratorNewScreen'),
);

export const administratorEditRoute = createRoute({
  ...administrator,
  path: '/beheerders/$id/edit',
  component: lazyRouteComponent(formScreens, 'AdministratorEditScreen'),
});

export const administratorPasswordRoute = createRoute({
  ...administrator,
  path: '/beheerders/$id/edit/password',
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-password-screen'),
    'AdministratorPasswordScreen',
  ),
});

export const administratorViewRoute = createRoute({
  ...administrator,
  path: '/beheerders/$id/extended-view',
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-view-screen'),
    'AdministratorViewScreen',
  ),
});
