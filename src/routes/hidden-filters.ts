import { type AdminPrincipal, can, isPublisherBound, isSuperuser } from '../../domain/rights';
import { ACCOUNT_FULL_NAME_FILTERS } from '../../domain/schemas/account';

const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/**
 * Per list, the other filters this administrator may not use (decisions 153, 157): the server
 * refuses them, so the list's screen hides them and never sends them, and the palette's filter
 * queries do not offer them (decision 470). `fullNames`: whether their publisher lets them see full names.
 */
const RULES: Record<string, (admin: AdminPrincipal, fullNames: boolean) => (string | false)[]> = {
  '/tlinks': (admin) => [
    !can(admin, 'gebruikers_inzien') && 'account',
    !can(admin, DISTRIBUTOR_RIGHT) && 'distributor',
    !can(admin, 'producten_inzien') && 'product',
  ],
  // The licence type and the publisher lookup are the superuser's.
  '/tlinklicentiesperschool': (admin) => [!isSuperuser(admin) && 'type', !isSuperuser(admin) && 'publisher'],
  '/beheerders': (admin) => [!isSuperuser(admin) && 'rol'],
  '/accounts': (admin, fullNames) => [
    !can(admin, 'schooljaarvakcontracten_inzien') && 'schoolYear',
    ...(fullNames ? [] : ACCOUNT_FULL_NAME_FILTERS),
  ],
};

/**
 * The URL keys of the filters of the list at `path` that `admin` may not use. `publisher` is the
 * list declaration's publisher filter (`defineListFilters`' `publisher`: the key its API filter
 * schema names, `withPublisherFilter`, decision 610), which the server refuses when it names another
 * publisher than a publisher-bound administrator's own (decision 585); so no list shows them one
 * (decision 153). The screen passes its own declaration's, so no table of every list loads with it.
 */
export function hiddenFilters(
  path: string,
  admin: AdminPrincipal,
  publisher: string | undefined,
  fullNames = true,
): string[] {
  const publisherFilter = isPublisherBound(admin) && publisher;
  // A Set: a list's own rule may hide its publisher filter too (Licenties per school's is the superuser's).
  const keys = [...(RULES[path]?.(admin, fullNames) ?? []), publisherFilter];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}

/** What a list screen's route gives: its path (its id) and the signed-in administrator. */
type ListScreenRoute = { id: string; useRouteContext: () => { admin: AdminPrincipal } };

/**
 * `hiddenFilters` for the list screen at `route` (`getRouteApi('/tlinks')`), read from the route
 * itself, so a screen names its path once: `useHiddenFilters(route, tlinkFilters)`.
 */
export function useHiddenFilters(
  route: ListScreenRoute,
  filters: { publisher: string | undefined },
  fullNames = true,
): string[] {
  const { admin } = route.useRouteContext();
  return hiddenFilters(route.id, admin, filters.publisher, fullNames);
}
