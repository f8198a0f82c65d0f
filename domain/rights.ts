import { PRODUCT_KEY } from './product';

/** The complete rights catalogue of spec 000 §6. */
export const RIGHTS = [
  'accessurls_verwijderen',
  'organisaties_inzien',
  'organisaties_toevoegen',
  'organisaties_aanpassen',
  'organisaties_verwijderen',
  `organisaties_uitgevers_distributeurs_${PRODUCT_KEY}`,
  `oauthclients_${PRODUCT_KEY}`,
  'producten_inzien',
  'producten_toevoegen',
  'producten_aanpassen',
  'producten_verwijderen',
  `producten_servicewindows_${PRODUCT_KEY}`,
  `producten_subproducten_${PRODUCT_KEY}`,
  'gebruikers_inzien',
  'gebruikers_toevoegen',
  'gebruikers_aanpassen',
  'gebruikers_sessies_afmelden',
  'gebruikers_samenvoegen',
  'beheerders_inzien',
  'beheerders_toevoegen',
  'beheerders_aanpassen',
  'beheerders_verwijderen',
  'rollen_inzien',
  'rollen_toevoegen',
  'rollen_aanpassen',
  'rollen_verwijderen',
  'tlinklicenties_inzien',
  'tlinklicenties_toevoegen',
  'tlinklicenties_aanpassen',
  'tlinklicenties_reserveren',
  'tlinklicenties_despecificeren',
  'externaccounts_toevoegen',
  'externaccounts_verwijderen',
  'externaccounts_koppelen',
  'ecklicenties_inzien',
  'schooljaarvakcontracten_inzien',
  'support_inzien',
  'support_afmelden',
  'retry_prius_order',
  'profielhuis_acces',
  `beheer_${PRODUCT_KEY}`,
  'logentries_inzien',
  'orders_inzien',
  'orders_toevoegen',
  'orderbalans_inzien',
  'factuur_inzien',
  'alleen_basispoort_inzien',
  'policenties_inzien',
  'policenties_verwijderen',
  'policenties_groepen_aanpassen',
  'waswordt_importeren',
  'is_superuser',
] as const;
export type Right = (typeof RIGHTS)[number];

export const SUPERUSER: Right = 'is_superuser';

/** What the console and the server know of the signed-in administrator. */
export type AdminPrincipal = {
  id: number;
  rechten: readonly string[];
  /** The publisher (Uitgever) the administrator is bound to; null for staff who see all publishers. */
  uitgeverId: number | null;
};

export function isRight(value: string): value is Right {
  return (RIGHTS as readonly string[]).includes(value);
}

export function isSuperuser(admin: Pick<AdminPrincipal, 'rechten'>): boolean {
  return admin.rechten.includes(SUPERUSER);
}

/** `is_superuser` implies every right (spec 000 §6). */
export function can(admin: Pick<AdminPrincipal, 'rechten'>, right: Right): boolean {
  return isSuperuser(admin) || admin.rechten.includes(right);
}

export function canAny(admin: Pick<AdminPrincipal, 'rechten'>, rights: readonly Right[]): boolean {
  return rights.some((right) => can(admin, right));
}

export function isPublisherBound(admin: Pick<AdminPrincipal, 'uitgeverId'>): boolean {
  return admin.uitgeverId !== null;
}

/** A reader of names: bound to a publisher or not, and whether that publisher has askForVolledigeNaam. */
export type NameViewer = Pick<AdminPrincipal, 'uitgeverId'> & { askForVolledigeNaam: boolean };

/**
 * The one rule for full names (first name, infix, last name; spec 000 §2, §6): staff see them, a
 * publisher administrator only when their publisher asks for the full name. Every read of a name
 * on the server and every name the console shows asks this (decision 157).
 */
export function maySeeFullNames(viewer: NameViewer): boolean {
  return !isPublisherBound(viewer) || viewer.askForVolledigeNaam;
}

/** The access rule of a page or command: a required right, an excluded right, non-publisher only. */
export type AccessRule = {
  right?: Right | readonly Right[];
  excludedRight?: Right;
  nonPublisherOnly?: boolean;
  superuserOnly?: boolean;
};

/** One rule for menus, routes and commands: does this administrator pass it? */
export function passes(admin: AdminPrincipal, rule: AccessRule): boolean {
  if (rule.superuserOnly && !isSuperuser(admin)) return false;
  if (rule.nonPublisherOnly && isPublisherBound(admin)) return false;
  if (rule.excludedRight && !isSuperuser(admin) && admin.rechten.includes(rule.excludedRight)) return false;
  if (rule.right === undefined) return true;
  const required = typeof rule.right === 'string' ? [rule.right] : rule.right;
  return canAny(admin, required);
}
