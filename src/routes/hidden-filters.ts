import { type AdminPrincipal, can, isPublisherBound, isSuperuser } from '../../domain/rights';
import { ACCOUNT_FULL_NAME_FILTERS } from '../../domain/schemas/account';
import { invoiceFilters } from '../areas/invoices/invoices-list';
import { LIST_FILTERS, type ListPath } from '../palette/list-declarations';

const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/**
 * Each list's publisher filter, from its declaration: the key its API filter schema names
 * (`withPublisherFilter`, decision 610), which the server refuses when it names another publisher
 * than a publisher-bound administrator's own (decision 585); so no list shows them one (decision 153).
 * The lists are the palette's table of list declarations; the invoices (no filter queries) add
 * theirs, the declaration's own: the invoice call answers such an administrator only their own
 * publisher's invoice (another is not found, decision 073).
 */
function publisherFilter(path: string): string | undefined {
  if (path === '/invoices') return invoiceFilters.publisher;
  return path in LIST_FILTERS ? LIST_FILTERS[path as ListPath].publisher : undefined;
}

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
  const publisher = isPublisherBound(admin) && publisherFilter(path);
  // A Set: a list's own rule may hide its publisher filter too (Licenties per school's is the superuser's).
  const keys = [...(RULES[path]?.(admin, fullNames) ?? []), publisher];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}
