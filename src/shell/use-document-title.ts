import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { routeEntry } from '../../commands/route-table';
import { PRODUCT } from '../../domain/product';

/** Keeps the browser tab's title on the current route-table title. */
export function useDocumentTitle(fallback: string): void {
  const specPath = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.specPath)?.staticData.specPath,
  });
  const title = specPath ? routeEntry(specPath).title : fallback;
  useEffect(() => {
    document.title = `${title} - ${PRODUCT} Beheer`;
  }, [title]);
}
