import { PRODUCT, PRODUCT_KEY } from '../domain/product';
import type { AccessRule, AdminPrincipal, Right } from '../domain/rights';
import { passes } from '../domain/rights';
import { pageTitles } from '../domain/shell-messages';

/** Groups of the side menu, in the order they are shown. */
export const MENU_GROUPS = [
  'Start',
  'Gebruikers',
  'Licenties',
  'Producten',
  'Organisaties',
  'Contracten en orders',
  'Beheer',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** One route of spec 000 §2, with its path in the spec's `{param}` notation. */
export type RouteEntry = {
  path: string;
  title: string;
  access: AccessRule;
  /**
   * The route's `{param}` whose value may equal the administrator's own id to pass without the
   * rule: an administrator may always edit themselves (spec 001 §2, /beheerders/{id}/edit).
   */
  selfParam?: string;
  inMenu: boolean;
  group: MenuGroup | null;
  /** Whether the console has a screen for it yet; routes without one are not registered. */
  hasScreen: boolean;
};

const oauthclients = `oauthclients_${PRODUCT_KEY}` as Right;
const servicewindows = `producten_servicewindows_${PRODUCT_KEY}` as Right;
const beheer = `beheer_${PRODUCT_KEY}` as Right;

type EntryInput = Omit<RouteEntry, 'inMenu' | 'group' | 'hasScreen'> & Partial<RouteEntry>;

function entry(input: EntryInput): RouteEntry {
  return { inMenu: false, group: null, hasScreen: false, ...input };
}

function menu(group: MenuGroup, input: EntryInput): RouteEntry {
  return entry({ ...input, inMenu: true, group });
}

/**
 * Every route of the product (spec 000 §2, complete list), with the access rule of both spec
 * documents. The side menu, the route guards and the command palette all read this one table.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  entry({ path: '/access-denied', title: `${PRODUCT} geweigerd`, access: {}, hasScreen: true }),
  // `/` only redirects to /home. /home is open to every signed-in administrator: the log search on
  // it needs logentries_inzien, the start section does not (docs/decisions/070-home-open-to-all.md).
  entry({ path: '/', title: 'Home', access: {}, hasScreen: true }),
  menu('Start', { path: '/home', title: 'Home', access: {}, hasScreen: true }),

  menu('Gebruikers', {
    path: '/accounts',
    title: pageTitles.users,
    access: { right: 'gebruikers_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/accounts/new',
    title: pageTitles.accountNew,
    access: { right: 'gebruikers_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/accounts/{id}/edit',
    title: pageTitles.accountEdit,
    access: { right: 'gebruikers_aanpassen' },
    hasScreen: true,
  }),
  entry({
    path: '/accounts/{id}/extended-view',
    title: 'Gebruiker',
    access: { right: 'gebruikers_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/accounts/merge',
    title: 'Accounts samenvoegen',
    access: { right: 'gebruikers_samenvoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/accounts/merge/{src}/{dst}',
    title: 'Accounts samenvoegen',
    access: { right: 'gebruikers_samenvoegen' },
    hasScreen: true,
  }),
  menu('Gebruikers', { path: '/audit', title: 'Auditlog', access: { superuserOnly: true }, hasScreen: true }),

  menu('Beheer', {
    path: '/beheerders',
    title: 'Beheerders',
    access: { right: 'beheerders_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/beheerders/new',
    title: 'Beheerder toevoegen',
    access: { right: 'beheerders_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/beheerders/{id}/edit',
    title: 'Beheerder bewerken',
    access: { right: 'beheerders_aanpassen' },
    selfParam: 'id',
    hasScreen: true,
  }),
  entry({
    path: '/beheerders/{id}/edit/password',
    title: 'Wachtwoord wijzigen',
    access: { right: 'beheerders_aanpassen' },
    selfParam: 'id',
    hasScreen: true,
  }),
  entry({
    path: '/beheerders/{id}/extended-view',
    title: 'Beheerder',
    access: { right: 'beheerders_inzien' },
    selfParam: 'id',
    hasScreen: true,
  }),
  menu('Beheer', { path: '/rollen', title: 'Rollen', access: { right: 'rollen_inzien' }, hasScreen: true }),
  entry({
    path: '/rollen/new',
    title: 'Rol toevoegen',
    access: { right: 'rollen_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/rollen/{id}/edit',
    title: 'Rol bewerken',
    access: { right: 'rollen_aanpassen' },
    hasScreen: true,
  }),

  menu('Organisaties', {
    path: '/organisaties',
    title: 'Organisaties',
    access: { right: 'organisaties_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/organisaties/new',
    title: 'Organisatie toevoegen',
    access: { right: 'organisaties_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/organisaties/{id}/edit',
    title: 'Organisatie bewerken',
    access: { right: 'organisaties_aanpassen' },
    hasScreen: true,
  }),
  entry({
    path: '/organisaties/{id}/extended-view',
    title: 'Organisatie',
    access: { right: 'organisaties_inzien' },
    hasScreen: true,
  }),
  menu('Organisaties', {
    path: '/oauthclients',
    title: 'OAuth clients',
    access: { right: oauthclients },
    hasScreen: true,
  }),
  entry({
    path: '/oauthclients/new',
    title: 'OAuth client toevoegen',
    access: { right: oauthclients },
    hasScreen: true,
  }),
  entry({
    path: '/oauthclients/{id}/edit',
    title: 'OAuth client bewerken',
    access: { right: oauthclients },
    hasScreen: true,
  }),

  menu('Producten', {
    path: '/producten',
    title: 'Producten',
    access: { right: 'producten_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/producten/new',
    title: 'Product toevoegen',
    access: { right: 'producten_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/producten/{id}/edit',
    title: 'Product bewerken',
    access: { right: 'producten_aanpassen' },
    hasScreen: true,
  }),
  // An 'ean: ...' link leads to the edit form with producten_aanpassen (spec 000 §2, activity log).
  entry({
    path: '/producten/ean/{ean}',
    title: 'Product bewerken',
    access: { right: 'producten_aanpassen' },
    hasScreen: true,
  }),
  entry({
    path: '/producten/{id}/extended-view',
    title: 'Product',
    access: { right: 'producten_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/producten/ean/{ean}/extended-view',
    title: 'Product',
    access: { right: 'producten_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/producten/{product}/servicewindows/new',
    title: 'Service window toevoegen',
    access: { right: servicewindows },
    hasScreen: true,
  }),
  entry({
    path: '/producten/{product}/servicewindows/{id}/edit',
    title: 'Service window bewerken',
    access: { right: servicewindows },
    hasScreen: true,
  }),
  menu('Producten', {
    path: '/productimport',
    title: 'Productimport',
    access: { right: 'producten_toevoegen' },
    hasScreen: true,
  }),

  menu('Licenties', {
    path: '/tlinks',
    title: 'TLinks',
    access: { right: 'tlinklicenties_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/tlinks/new',
    title: 'TLink toevoegen',
    access: { right: 'tlinklicenties_toevoegen' },
    hasScreen: true,
  }),
  entry({
    path: '/tlinks/{id}/edit',
    title: 'TLink bewerken',
    access: { right: 'tlinklicenties_aanpassen' },
    hasScreen: true,
  }),
  // A 'tlink: ...' link needs either right (spec 000 §2, activity log).
  entry({
    path: '/tlinks/code/{code}',
    title: 'TLink',
    access: { right: ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'] },
    hasScreen: true,
  }),
  menu('Licenties', {
    path: '/ecklicenties',
    title: 'ECK licenties',
    access: { right: 'ecklicenties_inzien' },
    hasScreen: true,
  }),
  menu('Licenties', {
    path: '/policenties',
    title: 'PO licenties',
    access: { right: 'policenties_inzien' },
    hasScreen: true,
  }),
  menu('Licenties', {
    path: '/tlinklicentiesperschool',
    title: 'Licenties per school',
    access: { right: ['tlinklicenties_inzien', 'alleen_basispoort_inzien'] },
    hasScreen: true,
  }),
  menu('Licenties', {
    path: '/tlinkstatusoverview',
    title: 'Licenties per maand',
    access: { superuserOnly: true },
    hasScreen: true,
  }),

  menu('Contracten en orders', {
    path: '/schoolcontracts',
    title: 'Schoolcontracten',
    access: { right: 'schooljaarvakcontracten_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/contractspecifications',
    title: pageTitles.contractSpecifications,
    access: { right: 'schooljaarvakcontracten_inzien' },
    hasScreen: true,
  }),
  entry({
    path: '/contractbalances',
    title: pageTitles.contractBalances,
    access: { right: 'schooljaarvakcontracten_inzien' },
    hasScreen: true,
  }),
  menu('Contracten en orders', {
    path: '/orders',
    title: 'Orders',
    access: { right: 'orders_inzien' },
    hasScreen: true,
  }),
  menu('Contracten en orders', {
    path: '/orderbalans',
    title: 'Orderbalans',
    access: { right: 'orderbalans_inzien' },
    hasScreen: true,
  }),
  menu('Contracten en orders', {
    path: '/orderimport',
    title: 'Orderimport',
    access: { right: 'orders_toevoegen' },
    hasScreen: true,
  }),
  menu('Contracten en orders', {
    path: '/invoices',
    title: pageTitles.invoices,
    access: { right: 'factuur_inzien' },
    hasScreen: true,
  }),

  menu('Beheer', { path: '/beheer', title: 'Beheer', access: { right: beheer }, hasScreen: true }),
  menu('Beheer', {
    path: '/waswordt',
    title: 'Was/wordt',
    access: { right: 'waswordt_importeren' },
    hasScreen: true,
  }),
  menu('Beheer', { path: '/myexports', title: pageTitles.myExports, access: {}, hasScreen: true }),
];

const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));

/** The table entry of a spec path such as '/accounts/{id}/extended-view'; throws on a typo. */
export function routeEntry(path: string): RouteEntry {
  const found = byPath.get(path);
  if (!found) throw new Error(`Route ${path} staat niet in de routetabel`);
  return found;
}

/** Whether the administrator may open the route; `params` are the route's `{param}` values. */
export function mayOpen(
  admin: AdminPrincipal,
  route: RouteEntry,
  params: Record<string, string> = {},
): boolean {
  if (route.selfParam !== undefined && params[route.selfParam] === String(admin.id)) return true;
  return passes(admin, route.access);
}

type Pattern = { route: RouteEntry; names: string[]; regex: RegExp; paramCount: number };

/** The table's screens as path patterns; literal segments win over `{param}`s (`/accounts/merge`). */
const patterns: Pattern[] = ROUTE_TABLE.filter((route) => route.hasScreen)
  .map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return { route, names, regex: new RegExp(`^${source}/?$`), paramCount: names.length };
  })
  .sort((a, b) => a.paramCount - b.paramCount);

/**
 * Whether a link to this concrete console address (`/organisaties/12/extended-view`,
 * `/accounts?userid=...`) would open for the administrator: its route's rule in this table. An
 * address the table lacks is refused. Screens ask this before they show a link or a block that
 * reads another page's data, so they never offer what the route would refuse (issue 18 A5).
 */
export function mayOpenHref(admin: AdminPrincipal, href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  for (const { route, names, regex } of patterns) {
    const match = regex.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    return mayOpen(admin, route, params);
  }
  return false;
}

/**
 * Where to go after a save: the first of `hrefs` the administrator may open, else /home (open to
 * all). A form may be allowed where the overview it would show next is not (issue 18 A5).
 */
export function firstOpenable(admin: AdminPrincipal, hrefs: readonly string[]): string {
  return hrefs.find((href) => mayOpenHref(admin, href)) ?? '/home';
}

/** Side-menu entries for this administrator: existing screens, in the menu, whose rule they pass. */
export function menuEntries(admin: AdminPrincipal): RouteEntry[] {
  return ROUTE_TABLE.filter((route) => route.hasScreen && route.inMenu && passes(admin, route.access));
}

export type MenuSection = { group: MenuGroup; entries: RouteEntry[] };

/** The side menu as groups in display order; empty groups are left out. */
export function menuSections(admin: AdminPrincipal): MenuSection[] {
  const entries = menuEntries(admin);
  return MENU_GROUPS.map((group) => ({
    group,
    entries: entries.filter((route) => route.group === group),
  })).filter((section) => section.entries.length > 0);
}

/** The spec's `{param}` path in TanStack Router notation (`$param`). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, '$$$1');
}

const byRouterPath = new Map(ROUTE_TABLE.map((route) => [routerPath(route.path), route]));

/**
 * The entry of a matched route by its TanStack path (a match's `fullPath`, `/accounts/$id/edit`);
 * undefined for the root and the not-found match. Route guards and titles read the table this way,
 * so no route file restates its path.
 */
export function entryAtRouterPath(fullPath: string): RouteEntry | undefined {
  return byRouterPath.get(fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);
}
