import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { entryAtRouterPath } from '../../commands/route-table';
import { shellMessages } from '../../domain/shell-messages';

/** Each route's title by its TanStack path, read from the route table once per route. */
const titles = new Map<string, string | null>();
function titleAt(fullPath: string): string | null {
  let title = titles.get(fullPath);
  if (title === undefined) {
    title = entryAtRouterPath(fullPath)?.title ?? null;
    titles.set(fullPath, title);
  }
  return title;
}

/**
 * Keeps the browser tab's title on the current route's title in the route table. A component of its
 * own that draws nothing: a navigation re-renders it alone, not the shell around the screen.
 */
export function DocumentTitle({ fallback }: { fallback: string }): null {
  // The deepest match with a title: the router's matches end with the screen's route.
  const title = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const found = titleAt(state.matches[i]!.fullPath);
        if (found !== null) return found;
      }
      return null;
    },
  });
  useEffect(() => {
    document.title = shellMessages.documentTitle(title ?? fallback);
  }, [title, fallback]);
  return null;
}
