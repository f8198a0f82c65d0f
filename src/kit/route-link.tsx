import { Link, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { mayOpenHref, type RouteEntry } from '../../commands/route-table';
import { useCurrentPrincipal } from '../api/administrators';

type RouteLinkProps = { route: RouteEntry; className?: string; children?: ReactNode };

/**
 * A link to a parameterless route-table entry. The table holds plain strings, so the path is cast
 * here; router.test.tsx checks that every table route with a screen is registered.
 */
export function RouteLink({ route, className, children }: RouteLinkProps) {
  return (
    <Link to={route.path as '/'} className={className}>
      {children ?? route.title}
    </Link>
  );
}

/** Whether this administrator may open the console address (the route table's rule; issue 18 A5). */
export function useMayOpen(href: string): boolean {
  return mayOpenHref(useCurrentPrincipal(), href);
}

type AllowedLinkProps = {
  /** A console address with its query string, e.g. `/accounts?userid=...`. */
  href: string;
  className?: string;
  children: ReactNode;
  /** What shows when the route would refuse; the link's text, unlinked, unless given. */
  fallback?: ReactNode;
  onClick?: (event: MouseEvent) => void;
  'aria-label'?: string;
  title?: string;
};

/**
 * A link to another page that is offered only when the route table lets the administrator open it
 * (`mayOpenHref`); otherwise its text stays, as plain text. The one way for cross-page links.
 */
export function AllowedLink({ href, className, children, fallback, onClick, ...aria }: AllowedLinkProps) {
  const mayOpen = useMayOpen(href);
  const router = useRouter();
  if (!mayOpen) return <>{fallback === undefined ? children : fallback}</>;
  const [path = '', query = ''] = href.split('?', 2);
  // Read the query as the router reads an address typed in the bar, so `organisation=3` stays 3.
  const search = query ? router.options.parseSearch(`?${query}`) : undefined;
  return (
    <Link
      to={path as '/'}
      {...(search ? { search: search as never } : {})}
      className={className}
      {...(onClick ? { onClick } : {})}
      {...aria}
    >
      {children}
    </Link>
  );
}
