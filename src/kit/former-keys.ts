import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { stringifySearch } from './search-params';

/** The search with its former keys under their new names (a new key already there wins); null when it has none. */
function renamedSearch(
  search: Record<string, unknown>,
  formerKeys: Readonly<Record<string, string>>,
): Record<string, unknown> | null {
  const former = Object.keys(formerKeys).filter((key) => key in search);
  if (former.length === 0) return null;
  const renamed = { ...search };
  for (const key of former) {
    const next = formerKeys[key] as string;
    if (!(next in renamed)) renamed[next] = renamed[key];
    delete renamed[key];
  }
  return renamed;
}

/**
 * A list's URL keys it no longer uses, to the ones that replaced them (`{ uitgever: 'publisherId' }`,
 * decision 661): while the route's search holds a former key the address is rewritten in place to
 * the new one, so a bookmark opens the list filtered (the lenient schema keeps the key but the list
 * reads none). True while that rewrite is pending: the screen then draws nothing, so no call goes
 * out unfiltered.
 *
 *   if (useFormerKeys(route.useSearch(), { uitgever: 'publisherId' })) return null;
 *
 * A hook of the list's own screen rather than of its route: the routes load with the first page, the
 * screen when it is opened (the initial JS budget, decision 130).
 */
export function useFormerKeys(search: object, formerKeys: Readonly<Record<string, string>>): boolean {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The route's search, not the location's: it takes the new address a render later, and the screen
  // waits for it.
  const renamed = renamedSearch(search as Record<string, unknown>, formerKeys);
  const target = renamed && pathname + stringifySearch(renamed);
  useEffect(() => {
    if (target) router.history.replace(target);
  }, [router, target]);
  return target !== null;
}
