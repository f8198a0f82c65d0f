import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { entryAtRouterPath } from '../../commands/route-table';
import { shellMessages } from '../../domain/shell-messages';

/** Keeps the browser tab's title on the current route's title in the route table. */
export function useDocumentTitle(fallback: string): void {
  const title = useMatches({
    select: (matches) => matches.map((match) => entryAtRouterPath(match.fullPath)).findLast(Boolean)?.title,
  });
  useEffect(() => {
    document.title = shellMessages.documentTitle(title ?? fallback);
  }, [title, fallback]);
}
