import type { RouteEntry } from '../../commands/route-table';
import { RouteLink } from './route-link';

/** Large links to the given routes: the start page's way into the console. */
export function RouteLinkGrid({ routes }: { routes: readonly RouteEntry[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {routes.map((route) => (
        <li key={route.path}>
          <RouteLink
            route={route}
            className="focus-ring block rounded-lg border border-slate-300 bg-white px-5 py-4 text-lg font-medium text-sky-800 shadow-sm hover:border-sky-700 hover:bg-sky-50"
          >
            {route.title}
            {route.group ? (
              <span className="block text-sm font-normal text-slate-600">{route.group}</span>
            ) : null}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
