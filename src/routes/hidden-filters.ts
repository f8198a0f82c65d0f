import { type AdminPrincipal, can, isPublisherBound, isSuperuser } from '../../domain/rights';
import { ACCOUNT_FULL_NAME_FILTERS } from '../../domain/schemas/account';
import { eckFilters } from '../areas/eck/eck-list';
import { invoiceFilters } from '../areas/invoices/invoices-list';
import { schoolOverviewFilters } from '../areas/license-overviews/school-overview-list';
import { statusOverviewFilters } from '../areas/license-overviews/status-overview-list';
import { productFilters } from '../areas/products/products-list';
import { roleFilters } from '../areas/roles/roles-list';
import { tlinkFilters } from '../areas/tlinks/tlinks-list';

const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/**
 * Each list's publisher filter, from its declaration: the key its API filter schema names
 * (`withPublisherFilter`, decision 610), which the server refuses when it names another publisher
 * than a publisher-bound administrator's own (decision 585); so no list shows them one (decision 153).
 * The invoices' is the declaration's own: the invoice call answers such an administrator only their
 * own publisher's invoice (another is not found, decision 073).
 */
const PUBLISHER_FILTER: Record<string, string | undefined> = {
  '/tlinks': tlinkFilters.publisher,
  '/tlinklicentiesperschool': schoolOverviewFilters.publisher,
  '/tlinkstatusoverview': statusOverviewFilters.publisher,
  '/ecklicenties': eckFilters.publisher,
  '/producten': productFilters.publisher,
  '/invoices': invoiceFilters.publisher,
  '/rollen': roleFilters.publisher,
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
