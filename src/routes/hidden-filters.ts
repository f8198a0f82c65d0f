import { type AdminPrincipal, can, isPublisherBound, isSuperuser } from '../../domain/rights';
import { ACCOUNT_FULL_NAME_FILTERS } from '../../domain/schemas/account';

const DISTRIBUTOR_RIGHT = 'organisaties_uitgevers_distributeurs_leskluis' as const;

/**
 * Per list, the filters this administrator may not use (decisions 153, 157): the server refuses
 * them, so the list's screen hides them and never sends them, and the palette's filter queries do
 * not offer them (decision 470). `fullNames`: whether their publisher lets them see full names.
 */
const RULES: Record<string, (admin: AdminPrincipal, fullNames: boolean) => (string | false)[]> = {
  '/tlinks': (admin) => [
    !can(admin, 'gebruikers_inzien') && 'account',
    !can(admin, DISTRIBUTOR_RIGHT) && 'distributor',
    isPublisherBound(admin) && 'publisher',
    !can(admin, 'producten_inzien') && 'product',
  ],
  // The licence type and the publisher lookup are the superuser's; a publisher-bound one has its own.
  '/tlinklicentiesperschool': (admin) => [
    !isSuperuser(admin) && 'type',
    (!isSuperuser(admin) || isPublisherBound(admin)) && 'publisher',
  ],
  '/ecklicenties': (admin) => [isPublisherBound(admin) && 'product.organisation'],
  // A publisher-bound administrator reads their own publisher's invoice (decision 073).
  '/invoices': (admin) => [isPublisherBound(admin) && 'organisation'],
  '/rollen': (admin) => [isPublisherBound(admin) && 'uitgever'],
  '/beheerders': (admin) => [!isSuperuser(admin) && 'rol'],
  '/accounts': (admin, fullNames) => [
    !can(admin, 'schooljaarvakcontracten_inzien') && 'schoolYear',
    ...(fullNames ? [] : ACCOUNT_FULL_NAME_FILTERS),
  ],
};

/** The URL keys of the filters of the list at `path` that `admin` may not use. */
export function hiddenFilters(path: string, admin: AdminPrincipal, fullNames = true): string[] {
  return (RULES[path]?.(admin, fullNames) ?? []).filter((key): key is string => key !== false);
}
