import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../../commands/route-table';

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
