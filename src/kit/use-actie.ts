import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * The one way a screen reads a command's `?actie=` (decision 213): the handler for the value runs
 * once, after `actie` is cleared from the URL (replace, the other search kept), so a reload or
 * the back button does not run it again. Asking again after it was cleared runs it again. A row's
 * action names its row in `rij` (decision 510), which is cleared with it.
 * The route's schema reads the value with `actieParam` (src/kit/search-fields.ts).
 */
export function useActie<A extends string>(
  actie: A | undefined,
  handlers: Partial<Record<A, () => void>>,
): void {
  const navigate = useNavigate();
  const latest = useRef(handlers);
  latest.current = handlers;
  const handled = useRef<A | undefined>(undefined);
  useEffect(() => {
    if (actie === undefined) {
      handled.current = undefined;
      return;
    }
    if (handled.current === actie) return;
    handled.current = actie;
    void navigate({
      to: '.',
      search: (current: Record<string, unknown>) => ({ ...current, actie: undefined, rij: undefined }),
      replace: true,
    } as never);
    latest.current[actie]?.();
  }, [actie, navigate]);
}
