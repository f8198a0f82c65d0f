import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { roleOptions } from '../api/roles';
import { rootRoute } from './root';

const RolesSearchSchema = v.object({
  uitgever: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))),
  sort: v.optional(v.pipe(v.string(), v.regex(/^(ASC|DESC)-(naam|id|updatedAt)$/))),
});

/** Bad search values are dropped one by one, never the page. */
function validateRolesSearch(raw: Record<string, unknown>) {
  const out: v.InferOutput<typeof RolesSearchSchema> = {};
  const uitgever = typeof raw.uitgever === 'number' ? String(raw.uitgever) : raw.uitgever;
  if (v.is(RolesSearchSchema.entries.uitgever, uitgever)) out.uitgever = uitgever;
  if (v.is(RolesSearchSchema.entries.sort, raw.sort)) out.sort = raw.sort;
  return out;
}

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
  validateSearch: validateRolesSearch,
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
