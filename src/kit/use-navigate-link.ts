import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { RouteLink } from '../../commands/route-link';

/** ActionContext.navigate: goes to a typed link, or opens it in a new tab. */
export function useNavigateLink(): (link: RouteLink, options?: { newTab?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (link, options) => {
      if (options?.newTab) window.open(router.buildLocation(link).href, '_blank', 'noopener');
      else void router.navigate(link);
    },
    [router],
  );
}
