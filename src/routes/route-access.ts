import { redirect } from '@tanstack/react-router';
import { entryAtRouterPath, mayOpen } from '../../commands/route-table';
import type { AdminPrincipal } from '../../domain/rights';

type Match = { fullPath: string; params: object };

/**
 * Spec 000 §6, for every route at once: the root's beforeLoad (run on every navigation and preload)
 * checks each matched route against its rule in the route table, before any of them loads, and a
 * missing right redirects to /access-denied. No route restates its path or rule.
 */
export function requireAccess(admin: AdminPrincipal, matches: readonly Match[]): void {
  for (const match of matches) {
    const route = entryAtRouterPath(match.fullPath);
    if (!route) continue;
    const values = Object.fromEntries(
      Object.entries(match.params).map(([key, value]) => [key, String(value)]),
    );
    if (!mayOpen(admin, route, values)) throw redirect({ to: '/access-denied', replace: true });
  }
}
