import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { NavigateOptions } from '../../commands/command';
import type { RouteLink } from '../../commands/route-link';

/** ActionContext.navigate: goes to a typed link, or opens it in a new tab. */
export function useNavigateLink(): (link: RouteLink, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback(
    (link, options) => {
      const location = router.buildLocation(link);
      const isOnIt = location.pathname === router.state.location.pathname;
      if (options?.unlessOnIt && isOnIt) return;
      if (options?.newTab) window.open(location.href, '_blank', 'noopener');
      else if (options?.keepSearch && isOnIt)
        void router.navigate({
          ...link,
          search: (current: Record<string, unknown>) => ({ ...current, ...link.search }),
        } as never);
      else void router.navigate(link);
    },
    [router],
  );
}
