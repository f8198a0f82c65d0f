import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { roleFilters } from '../areas/roles/roles-list';
import { lazyItem, listRoute, pageRoute } from './route-shapes';

export const rolesRoute = listRoute(
  '/rollen',
  roleFilters.schema,
  lazyRouteComponent(() => import('../areas/roles/roles-screen'), 'RolesScreen'),
);

export const roleNewRoute = pageRoute(
  '/rollen/new',
  lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleNewScreen'),
);

export const roleEditRoute = createRoute({
  ...lazyItem(
    () => import('../api/roles'),
    (module) => module.roleOptions,
    'role',
    ['id'],
  ),
  path: '/rollen/$id/edit',
  component: lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleEditScreen'),
});
