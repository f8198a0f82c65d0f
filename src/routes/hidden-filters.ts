import { type AdminPrincipal, can, isPublisherBound, isSuperuser } from '../../domain/rights';
import { ACCOUNT_FULL_NAME_FILTERS } from '../../domain/schemas/account';

const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/**
 * Each list's publisher filter, by its URL key. A publisher-bound administrator has their
 * publisher fixed (spec 001 §6): the server refuses a filter naming another publisher
 * (`server/http/publisher-filter.ts`, decision 585), so no list shows them one (decision 153).
 */
const PUBLISHER_FILTER: Record<string, string> = {
  '/tlinks': 'publisher',
  '/tlinklicentiesperschool': 'publisher',
  '/tlinkstatusoverview': 'uitgever',
  '/ecklicenties': 'product.organisation',
  '/producten': 'organisation',
  // Not a list filter on the server: the invoice call answers a publisher-bound administrator only
  // their own publisher's invoice (another is not found, decision 073), so the choice is hidden.
  '/invoices': 'organisation',
  '/rollen': 'uitgever',
};

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

/** The URL keys of the filters of the list at `path` that `admin` may not use. */
export function hiddenFilters(path: string, admin: AdminPrincipal, fullNames = true): string[] {
  const publisher = isPublisherBound(admin) && PUBLISHER_FILTER[path];
  // A Set: a list's own rule may hide its publisher filter too (Licenties per school's is the superuser's).
  const keys = [...(RULES[path]?.(admin, fullNames) ?? []), publisher];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}
