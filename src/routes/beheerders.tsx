import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { administratorOptions } from '../api/administrators-admin';
import { rootRoute } from './root';

const SearchSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), v.minLength(1))),
  rol: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))),
  sort: v.optional(v.pipe(v.string(), v.regex(/^(ASC|DESC)-(name|email|id|updatedAt|createdAt)$/))),
});
type Search = v.InferOutput<typeof SearchSchema>;

/** Bad search values are dropped one by one, never the page. */
function validateSearch(raw: Record<string, unknown>): Search {
  const out: Search = {};
  for (const key of ['q', 'rol', 'sort'] as const) {
    const value = typeof raw[key] === 'number' ? String(raw[key]) : raw[key];
    const parsed = v.safeParse(SearchSchema.entries[key], value);
    if (parsed.success && parsed.output !== undefined) out[key] = parsed.output;
  }
  return out;
}

const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

const loadError = lazyRouteComponent(
  () => import('../areas/administrators/administrator-load-error'),
  'AdministratorLoadError',
);

export const administratorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders',
  validateSearch,
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrators-screen'),
    'AdministratorsScreen',
  ),
});

export const administratorNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/new',
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-form-screen'),
    'AdministratorNewScreen',
  ),
});

export const administratorEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/edit',
  params: idParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(administratorOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-form-screen'),
    'AdministratorEditScreen',
  ),
  errorComponent: loadError,
});

export const administratorPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/edit/password',
  params: idParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(administratorOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-password-screen'),
    'AdministratorPasswordScreen',
  ),
  errorComponent: loadError,
});

export const administratorViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/beheerders/$id/extended-view',
  params: idParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(administratorOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/administrators/administrator-view-screen'),
    'AdministratorViewScreen',
  ),
  errorComponent: loadError,
});
