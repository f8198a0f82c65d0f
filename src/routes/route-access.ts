import { redirect } from '@tanstack/react-router';
import { mayOpen, routeEntry } from '../../commands/route-table';
import type { AdminPrincipal } from '../../domain/rights';

/**
 * A route's access check, run in its beforeLoad before anything loads: spec 000 §6, a missing
 * right redirects to /access-denied. The rule comes from the route table.
 */
export function requireAccess(admin: AdminPrincipal, specPath: string, params: object = {}): void {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  if (!mayOpen(admin, routeEntry(specPath), values)) throw redirect({ to: '/access-denied', replace: true });
}
