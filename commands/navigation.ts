import type { Command, Keywords } from './command';
import type { RouteLink } from './route-link';
import { ROUTE_TABLE, type RouteEntry, routerPath } from './route-table';

/**
 * The words people type for a screen besides its title: Dutch synonyms and the English names
 * support staff use. Every screen the palette offers has both (src/palette/command-words.test.ts).
 */
const ALIASES: Record<string, Keywords> = {
  '/home': {
    nl: ['start', 'meldcode', 'logregels'],
    en: ['home', 'start', 'logs', 'log entries', 'dashboard'],
  },
  '/accounts': {
    nl: ['gebruikers', 'accounts', 'leerlingen', 'docenten', 'klanten'],
    en: ['users', 'accounts', 'pupils', 'students', 'teachers'],
  },
  '/accounts/new': {
    nl: ['nieuw account', 'gebruiker toevoegen'],
    en: ['new user', 'add user', 'create user'],
  },
  '/accounts/merge': {
    nl: ['samenvoegen', 'dubbele accounts'],
    en: ['merge', 'merge accounts', 'duplicates'],
  },
  '/audit': { nl: ['audit log', 'wijzigingen', 'logboek'], en: ['audit', 'requests', 'changes', 'history'] },
  '/beheerders': { nl: ['beheerders', 'medewerkers'], en: ['administrators', 'admins', 'staff'] },
  '/beheerders/new': {
    nl: ['nieuwe beheerder', 'medewerker toevoegen'],
    en: ['new administrator', 'add admin'],
  },
  '/rollen': { nl: ['rollen', 'rechten'], en: ['roles', 'rights', 'permissions'] },
  '/rollen/new': { nl: ['nieuwe rol'], en: ['new role', 'add role'] },
  '/organisaties': {
    nl: ['organisaties', 'scholen', 'uitgevers', 'distributeurs'],
    en: ['organisations', 'organizations', 'schools', 'publishers', 'distributors'],
  },
  '/organisaties/new': {
    nl: ['nieuwe organisatie', 'nieuwe school'],
    en: ['new organisation', 'add school'],
  },
  '/oauthclients': { nl: ['oauth', 'koppelingen'], en: ['oauth', 'clients', 'apps', 'integrations'] },
  '/oauthclients/new': { nl: ['nieuwe oauth client', 'koppeling toevoegen'], en: ['new client', 'add app'] },
  '/producten': { nl: ['producten', 'ean', 'methodes'], en: ['products', 'catalogue', 'catalog', 'isbn'] },
  '/producten/new': { nl: ['nieuw product'], en: ['new product', 'add product'] },
  '/productimport': { nl: ['producten importeren', 'csv'], en: ['product import', 'upload products'] },
  '/tlinks': { nl: ['licenties', 'codes', 'tlink'], en: ['licenses', 'licences', 'codes'] },
  '/tlinks/new': { nl: ['licenties aanmaken', 'nieuwe tlink'], en: ['create licenses', 'new license'] },
  '/ecklicenties': { nl: ['eck', 'licenties'], en: ['eck licenses', 'licences'] },
  '/policenties': { nl: ['po', 'basispoort', 'groepen'], en: ['primary licenses', 'po licenses'] },
  '/tlinklicentiesperschool': { nl: ['per school', 'licenties per school'], en: ['licenses per school'] },
  '/tlinkstatusoverview': { nl: ['per maand', 'statusoverzicht'], en: ['status overview', 'monthly'] },
  '/schoolcontracts': { nl: ['contracten', 'schooljaar'], en: ['contracts', 'school contracts'] },
  '/contractspecifications': {
    nl: ['contractspecificaties', 'specificaties'],
    en: ['contract specifications'],
  },
  '/contractbalances': { nl: ['contractbalans', 'balans'], en: ['contract balance', 'balances'] },
  '/orders': { nl: ['orders', 'bestellingen', 'prius'], en: ['orders', 'purchases'] },
  '/orderbalans': { nl: ['voorraad', 'orderbalans'], en: ['stock', 'order balance', 'inventory'] },
  '/orderimport': { nl: ['orders importeren', 'csv'], en: ['order import', 'upload orders'] },
  '/invoices': { nl: ['facturen', 'facturatie'], en: ['invoices', 'billing'] },
  '/beheer': { nl: ['beheer', 'hulpmiddelen', 'pseudo id'], en: ['tools', 'admin tools', 'product export'] },
  '/waswordt': { nl: ['was wordt', 'was-wordt', 'migratie'], en: ['migration', 'id mapping'] },
  '/myexports': { nl: ['mijn exports', 'downloads', 'csv'], en: ['exports', 'my exports', 'downloads'] },
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
      keywords: {
        nl: [route.path.slice(1).replace(/\//g, ' '), ...(ALIASES[route.path]?.nl ?? [])],
        en: ALIASES[route.path]?.en ?? [],
      },
      group: 'Navigatie',
      access: route.access,
      ...(shortcut ? { shortcut } : {}),
      // The table is the menu's source; src/router.test.tsx checks every screen of it is registered.
      target: { kind: 'route', link: { to: routerPath(route.path) } as RouteLink },
    } satisfies Command;
  });
}
