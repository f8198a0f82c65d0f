import type { Command } from './command';
import type { RouteLink } from './route-link';
import { ROUTE_TABLE, type RouteEntry, routerPath } from './route-table';

/** Extra words people type for a screen: Dutch synonyms and the English names support staff use. */
const ALIASES: Record<string, readonly string[]> = {
  '/home': ['start', 'meldcode', 'logs', 'log entries'],
  '/accounts': ['gebruikers', 'users', 'accounts', 'leerlingen', 'docenten', 'pupils', 'teachers'],
  '/accounts/new': ['nieuw account', 'new user', 'add user'],
  '/accounts/merge': ['samenvoegen', 'merge'],
  '/audit': ['audit log', 'wijzigingen', 'requests'],
  '/beheerders': ['administrators', 'admins', 'medewerkers'],
  '/rollen': ['roles', 'rechten', 'rights', 'permissions'],
  '/organisaties': ['organisations', 'scholen', 'schools', 'uitgevers', 'publishers', 'distributeurs'],
  '/oauthclients': ['oauth', 'clients', 'apps'],
  '/producten': ['products', 'ean', 'methodes'],
  '/productimport': ['product import', 'csv'],
  '/tlinks': ['licenties', 'licenses', 'codes', 'tlink'],
  '/tlinks/new': ['licenties aanmaken', 'create licenses'],
  '/ecklicenties': ['eck', 'licenses'],
  '/policenties': ['po', 'basispoort', 'groepen'],
  '/tlinklicentiesperschool': ['per school', 'licenses per school'],
  '/tlinkstatusoverview': ['per maand', 'status overview', 'monthly'],
  '/schoolcontracts': ['contracten', 'contracts', 'schooljaar'],
  '/orders': ['orders', 'bestellingen', 'prius'],
  '/orderbalans': ['voorraad', 'stock', 'order balance'],
  '/orderimport': ['order import', 'csv'],
  '/invoices': ['facturen', 'invoices', 'billing', 'facturatie'],
  '/beheer': ['tools', 'pseudo id', 'product export'],
  '/waswordt': ['was wordt', 'was-wordt', 'migratie'],
  '/myexports': ['exports', 'downloads', 'csv'],
};

/** Go-to chords (`g` then a letter), the same on every screen; they never fire while typing. */
export const GO_TO_CHORDS: Record<string, string> = {
  '/home': 'g h',
  '/accounts': 'g a',
  '/tlinks': 'g t',
  '/producten': 'g p',
  '/organisaties': 'g o',
  '/beheerders': 'g b',
  '/rollen': 'g r',
  '/ecklicenties': 'g e',
  '/orders': 'g d',
  '/invoices': 'g f',
  '/myexports': 'g x',
};

function isNavigable(route: RouteEntry): boolean {
  // Routes with params need an entity; they are offered as entity commands by their areas.
  return (
    route.hasScreen && !route.path.includes('{') && route.path !== '/' && route.path !== '/access-denied'
  );
}

/** One 'Ga naar …' command per screen without parameters, derived from the route table. */
export function navigationCommands(routes: readonly RouteEntry[] = ROUTE_TABLE): Command[] {
  return routes.filter(isNavigable).map((route) => {
    const shortcut = GO_TO_CHORDS[route.path];
    return {
      id: `nav:${route.path}`,
      title: route.title,
      keywords: [route.path.slice(1).replace(/\//g, ' '), ...(ALIASES[route.path] ?? [])],
      group: 'Navigatie',
      access: route.access,
      ...(shortcut ? { shortcut } : {}),
      // The table is the menu's source; src/router.test.tsx checks every screen of it is registered.
      target: { kind: 'route', link: { to: routerPath(route.path) } as RouteLink },
    } satisfies Command;
  });
}
