import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { entryAtRouterPath } from '../../commands/route-table';
import { shellMessages } from '../../domain/shell-messages';

/**
 * Keeps the browser tab's title on the current route's title in the route table. A component of its
 * own that draws nothing: a navigation re-renders it alone, not the shell around the screen.
 */
export function DocumentTitle({ fallback }: { fallback: string }): null {
  // The deepest match with a title: the router's matches end with the screen's route.
  const title = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const found = entryAtRouterPath(state.matches[i]!.fullPath)?.title;
        if (found) return found;
      }
      return null;
    },
  });
  useEffect(() => {
    document.title = shellMessages.documentTitle(title ?? fallback);
  }, [title, fallback]);
  return null;
}
