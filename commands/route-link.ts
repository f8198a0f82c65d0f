import type { RegisteredRouter } from '@tanstack/react-router';

/*
 * A console address typed by the router: `{ to: '/accounts/$id/edit', params: { id: 5 } }`. The
 * types come from the registered route tree (src/router.tsx) through a type-only import, so
 * commands/ stays free of React and of src/ at runtime. A path the router lacks, a missing or
 * wrongly typed param, or a search field the route's validateSearch does not return, does not
 * compile (commands/route-link.test.ts). TanStack's own `ToOptions` accepts any path in `to`
 * (autocomplete), so it cannot be a union discriminant; this type is strict per route.
 */
type Routes = RegisteredRouter['routesByPath'];
type ConsolePath = Extract<keyof Routes, string>;
type Types<P extends ConsolePath> = Routes[P]['types'];
type ParamsPart<T> = keyof T extends never ? { params?: never } : { params: T };
type SearchPart<T> = object extends T ? { search?: T } : { search: T };

export type RouteLink = {
  [P in ConsolePath]: { to: P } & ParamsPart<Types<P>['allParams']> &
    SearchPart<Types<P>['fullSearchSchemaInput']>;
}[ConsolePath];

/** The link's path with its params filled (`/accounts/5/edit`): for access checks and recents. */
export function pathOf(link: RouteLink): string {
  const params: Record<string, unknown> = link.params ?? {};
  return link.to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
