import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { createRoute, type RouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ItemEntity } from '../../domain/shell-messages';
import type { HttpClient } from '../api/http-client';
import { itemErrorComponent } from '../kit/item-error';
import { idParams } from './path-params';
import { type RouterContext, rootRoute } from './root';

/*
 * The three shapes a console route takes, each written once: a page (a form, an import), a list
 * with its search schema as `validateSearch` (decision 200), and an item whose loader fills the
 * query cache before the screen renders. Routes with more (params parsers, redirects, several
 * loads) still call createRoute themselves.
 */

/** A page under the shell without search params or data to load (`/rollen/new`). */
export function pageRoute<const TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

/** A list: its one search schema validates the URL (`src/routes/<route>-search.ts`). */
export function listRoute<const TPath extends string, TSearch>(
  path: TPath,
  schema: v.GenericSchema<unknown, TSearch>,
  component: RouteComponent,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (search: Record<string, unknown>) => v.parse(schema, search),
    component,
  });
}

/**
 * An item route's loader: the item's query (`administratorOptions(api, id)`) for the path param
 * `key`, so the screen reads it from the cache and a failure is the route's ItemError.
 */
export function loadItem<const K extends string, P, TData, TKey extends QueryKey>(
  options: (api: HttpClient, param: P) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
  key: K,
) {
  return ({ context, params }: { context: RouterContext; params: Record<K, P> }) =>
    context.queryClient.ensureQueryData(options(context.api, params[key]));
}

/**
 * An item route's parts, spread into `createRoute({ ...item, path, component })`: the path ids
 * parsed, the item's query loaded before the screen renders and a failure shown as the entity's
 * ItemError (`entity` names it). The query options come from the API module imported on first use
 * (`() => import('../api/roles')`), so that module and its reply schemas stay out of the startup
 * code (decision 380). The item is read by the first of `ids` (`['product', 'id']` in
 * `/producten/$product/servicewindows/$id/edit`).
 */
export function lazyItem<M, TData, TKey extends QueryKey, const K extends string>(
  api: () => Promise<M>,
  options: (module: M) => (api: HttpClient, id: number) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
  entity: ItemEntity,
  ids: readonly [K, ...K[]],
) {
  return {
    getParentRoute: () => rootRoute,
    params: idParams(...ids),
    loader: async ({ context, params }: { context: RouterContext; params: Record<K, number> }) =>
      context.queryClient.ensureQueryData(options(await api())(context.api, params[ids[0]])),
    errorComponent: itemErrorComponent(entity),
  };
}
