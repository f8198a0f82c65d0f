import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { roleOptions } from '../api/roles';
import { validateRoleSearch } from '../areas/roles/role-filters';
import { rootRoute } from './root';

const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

export const rolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rollen',
  validateSearch: validateRoleSearch,
  component: lazyRouteComponent(() => import('../areas/roles/roles-screen'), 'RolesScreen'),
});

export const roleNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rollen/new',
  component: lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleNewScreen'),
});

export const roleEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rollen/$id/edit',
  params: idParams,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(roleOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleEditScreen'),
  errorComponent: lazyRouteComponent(() => import('../areas/roles/role-load-error'), 'RoleLoadError'),
});
