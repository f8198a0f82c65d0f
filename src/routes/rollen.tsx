import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { itemErrorComponent } from '../kit/item-error';
import { idParams } from './path-params';
import { RoleSearchSchema } from './rollen-search';
import { rootRoute } from './root';
import { listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const rolesApi = () => import('../api/roles');

export const rolesRoute = listRoute(
  '/rollen',
  RoleSearchSchema,
  lazyRouteComponent(() => import('../areas/roles/roles-screen'), 'RolesScreen'),
);

export const roleNewRoute = pageRoute(
  '/rollen/new',
  lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleNewScreen'),
);

export const roleEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rollen/$id/edit',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { roleOptions } = await rolesApi();
    return context.queryClient.ensureQueryData(roleOptions(context.api, params.id));
  },
  component: lazyRouteComponent(() => import('../areas/roles/role-form-screen'), 'RoleEditScreen'),
  errorComponent: itemErrorComponent('role'),
});
