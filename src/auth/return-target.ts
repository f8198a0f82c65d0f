/**
 * The in-app URL to return to after sign-in, from the sign-in state. Only same-origin paths are
 * accepted, so a crafted state cannot send the administrator elsewhere.
 */
export function returnTarget(state: unknown): string {
  const target =
    typeof state === 'object' && state !== null ? (state as { target?: unknown }).target : undefined;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/';
  if (target.startsWith('/auth/callback')) return '/';
  return target;
}
