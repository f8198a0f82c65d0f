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
const contracts: Right = 'schooljaarvakcontracten_inzien';
/** An administrator may always open their own `/beheerders/{id}` pages (spec 001 §2). */
const ownId = { selfParam: 'id' };

/**
 * A route of the table: its spec path, page title and who may open it, with a screen in the console
 * (every route of spec 000 §2 has one now; a route added before its screen says `hasScreen: false`).
 */
function page(
  path: string,
  title: string,
  access: AccessRule,
  options: Pick<Partial<RouteEntry>, 'selfParam' | 'hasScreen'> = {},
): RouteEntry {
  return { path, title, access, inMenu: false, group: null, hasScreen: true, ...options };
}

/** A route the side menu lists under `group`. */
function menu(group: MenuGroup, path: string, title: string, access: AccessRule): RouteEntry {
  return { ...page(path, title, access), inMenu: true, group };
}

/** Administrators with this right (or any of these) may open it, as may superusers. */
const needs = (right: Right | readonly Right[]): AccessRule => ({ right });

/**
 * Every route of the product (spec 000 §2, complete list), with the access rule of both spec
 * documents. The side menu, the route guards and the command palette all read this one table.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  page('/access-denied', `${PRODUCT} geweigerd`, {}),
  // `/` only redirects to /home. /home is open to every signed-in administrator: the log search on
  // it needs logentries_inzien, the start section does not (docs/decisions/070-home-open-to-all.md).
  page('/', 'Home', {}),
  menu('Start', '/home', 'Home', {}),

  menu('Gebruikers', '/accounts', pageTitles.users, needs('gebruikers_inzien')),
  page('/accounts/new', pageTitles.accountNew, needs('gebruikers_toevoegen')),
  page('/accounts/{id}/edit', pageTitles.accountEdit, needs('gebruikers_aanpassen')),
  page('/accounts/{id}/extended-view', 'Gebruiker', needs('gebruikers_inzien')),
  page('/accounts/merge', 'Accounts samenvoegen', needs('gebruikers_samenvoegen')),
  page('/accounts/merge/{src}/{dst}', 'Accounts samenvoegen', needs('gebruikers_samenvoegen')),
  menu('Gebruikers', '/audit', 'Auditlog', { superuserOnly: true }),

  menu('Beheer', '/beheerders', 'Beheerders', needs('beheerders_inzien')),
  page('/beheerders/new', 'Beheerder toevoegen', needs('beheerders_toevoegen')),
  page('/beheerders/{id}/edit', 'Beheerder bewerken', needs('beheerders_aanpassen'), ownId),
  page('/beheerders/{id}/edit/password', 'Wachtwoord wijzigen', needs('beheerders_aanpassen'), ownId),
  page('/beheerders/{id}/extended-view', 'Beheerder', needs('beheerders_inzien'), ownId),
  menu('Beheer', '/rollen', 'Rollen', needs('rollen_inzien')),
  page('/rollen/new', 'Rol toevoegen', needs('rollen_toevoegen')),
  page('/rollen/{id}/edit', 'Rol bewerken', needs('rollen_aanpassen')),

  menu('Organisaties', '/organisaties', 'Organisaties', needs('organisaties_inzien')),
  page('/organisaties/new', 'Organisatie toevoegen', needs('organisaties_toevoegen')),
  page('/organisaties/{id}/edit', 'Organisatie bewerken', needs('organisaties_aanpassen')),
  page('/organisaties/{id}/extended-view', 'Organisatie', needs('organisaties_inzien')),
  menu('Organisaties', '/oauthclients', 'OAuth clients', needs(oauthclients)),
  page('/oauthclients/new', 'OAuth client toevoegen', needs(oauthclients)),
  page('/oauthclients/{id}/edit', 'OAuth client bewerken', needs(oauthclients)),

  menu('Producten', '/producten', 'Producten', needs('producten_inzien')),
  page('/producten/new', 'Product toevoegen', needs('producten_toevoegen')),
  page('/producten/{id}/edit', 'Product bewerken', needs('producten_aanpassen')),
  // An 'ean: ...' link leads to the edit form with producten_aanpassen (spec 000 §2, activity log).
  page('/producten/ean/{ean}', 'Product bewerken', needs('producten_aanpassen')),
  page('/producten/{id}/extended-view', 'Product', needs('producten_inzien')),
  page('/producten/ean/{ean}/extended-view', 'Product', needs('producten_inzien')),
  page('/producten/{product}/servicewindows/new', 'Service window toevoegen', needs(servicewindows)),
  page('/producten/{product}/servicewindows/{id}/edit', 'Service window bewerken', needs(servicewindows)),
  menu('Producten', '/productimport', 'Productimport', needs('producten_toevoegen')),

  menu('Licenties', '/tlinks', 'TLinks', needs('tlinklicenties_inzien')),
  page('/tlinks/new', 'TLink toevoegen', needs('tlinklicenties_toevoegen')),
  page('/tlinks/{id}/edit', 'TLink bewerken', needs('tlinklicenties_aanpassen')),
  // A 'tlink: ...' link needs either right (spec 000 §2, activity log).
  page('/tlinks/code/{code}', 'TLink', needs(['tlinklicenties_inzien', 'tlinklicenties_aanpassen'])),
  menu('Licenties', '/ecklicenties', 'ECK licenties', needs('ecklicenties_inzien')),
  menu('Licenties', '/policenties', 'PO licenties', needs('policenties_inzien')),
  menu(
    'Licenties',
    '/tlinklicentiesperschool',
    'Licenties per school',
    needs(['tlinklicenties_inzien', 'alleen_basispoort_inzien']),
  ),
  menu('Licenties', '/tlinkstatusoverview', 'Licenties per maand', { superuserOnly: true }),

  menu('Contracten en orders', '/schoolcontracts', 'Schoolcontracten', needs(contracts)),
  page('/contractspecifications', pageTitles.contractSpecifications, needs(contracts)),
  page('/contractbalances', pageTitles.contractBalances, needs(contracts)),
  menu('Contracten en orders', '/orders', 'Orders', needs('orders_inzien')),
  menu('Contracten en orders', '/orderbalans', 'Orderbalans', needs('orderbalans_inzien')),
  menu('Contracten en orders', '/orderimport', 'Orderimport', needs('orders_toevoegen')),
  menu('Contracten en orders', '/invoices', pageTitles.invoices, needs('factuur_inzien')),

  menu('Beheer', '/beheer', 'Beheer', needs(beheer)),
  menu('Beheer', '/waswordt', 'Was/wordt', needs('waswordt_importeren')),
  menu('Beheer', '/myexports', pageTitles.myExports, {}),
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
