import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../domain/demo-roles';
import type { AdminPrincipal } from '../domain/rights';
import { passes } from '../domain/rights';
import {
  MENU_GROUPS,
  mayOpen,
  mayOpenHref,
  menuEntries,
  menuSections,
  ROUTE_TABLE,
  routeEntry,
  routerPath,
} from './route-table';

// Spec 000 §2 "Complete route list of the product (all exact)", with the shorthand expanded.
const SPEC_ROUTES = [
  '/access-denied',
  '/',
  '/home',
  '/audit',
  '/organisaties',
  '/organisaties/{id}/edit',
  '/organisaties/new',
  '/organisaties/{id}/extended-view',
  '/oauthclients',
  '/oauthclients/{id}/edit',
  '/oauthclients/new',
  '/producten',
  '/producten/{id}/edit',
  '/producten/ean/{ean}',
  '/producten/new',
  '/producten/{id}/extended-view',
  '/producten/ean/{ean}/extended-view',
  '/producten/{product}/servicewindows/{id}/edit',
  '/producten/{product}/servicewindows/new',
  '/accounts',
  '/accounts/{id}/edit',
  '/accounts/new',
  '/accounts/{id}/extended-view',
  '/accounts/merge',
  '/accounts/merge/{src}/{dst}',
  '/beheerders',
  '/beheerders/{id}/edit',
  '/beheerders/new',
  '/beheerders/{id}/extended-view',
  '/beheerders/{id}/edit/password',
  '/rollen',
  '/rollen/{id}/edit',
  '/rollen/new',
  '/tlinks',
  '/tlinks/{id}/edit',
  '/tlinks/code/{code}',
  '/tlinks/new',
  '/ecklicenties',
  '/schoolcontracts',
  '/contractspecifications',
  '/contractbalances',
  '/policenties',
  '/orders',
  '/orderbalans',
  '/beheer',
  '/tlinklicentiesperschool',
  '/tlinkstatusoverview',
  '/invoices',
  '/waswordt',
  '/productimport',
  '/myexports',
  '/orderimport',
];

/** The demo administrators of DESIGN §3, with the rights the seed gives their roles. */
function demoAdmin(id: number, role: keyof typeof DEMO_ROLES, uitgeverId: number | null): AdminPrincipal {
  return { id, rechten: [...DEMO_ROLES[role].rechten], uitgeverId };
}
const superuser = demoAdmin(1, 'superuser', null);
const supportDesk = demoAdmin(2, 'support', null);
const publisherAdmin = demoAdmin(3, 'uitgever', 40);

/** Menu paths the rule allows, as if every screen existed already. */
function allowedMenuPaths(admin: AdminPrincipal): string[] {
  return ROUTE_TABLE.filter((route) => route.inMenu && passes(admin, route.access)).map(
    (route) => route.path,
  );
}

/** The side menu of this administrator holds every path of `shown` and none of `hidden`. */
function expectMenu(admin: AdminPrincipal, shown: readonly string[], hidden: readonly string[]) {
  const paths = allowedMenuPaths(admin);
  expect(paths).toEqual(expect.arrayContaining([...shown]));
  for (const path of hidden) expect(paths).not.toContain(path);
}

describe('route table', () => {
  it('covers exactly the complete route list of spec 000 §2', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every route a Dutch title and menu routes a group', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.title.length).toBeGreaterThan(0);
      if (route.inMenu) expect(route.group).not.toBeNull();
    }
  });

  it('keeps contract specifications and balances and item pages out of the menu', () => {
    expect(routeEntry('/contractspecifications').inMenu).toBe(false);
    expect(routeEntry('/contractbalances').inMenu).toBe(false);
    expect(ROUTE_TABLE.filter((route) => route.inMenu && /\{|\/new$/.test(route.path))).toEqual([]);
  });

  it('carries the rules of both spec documents', () => {
    expect(routeEntry('/accounts').access).toEqual({ right: 'gebruikers_inzien' });
    expect(routeEntry('/audit').access).toEqual({ superuserOnly: true });
    expect(routeEntry('/tlinkstatusoverview').access).toEqual({ superuserOnly: true });
    expect(routeEntry('/tlinklicentiesperschool').access).toEqual({
      right: ['tlinklicenties_inzien', 'alleen_basispoort_inzien'],
    });
    expect(routeEntry('/oauthclients').access).toEqual({ right: 'oauthclients_leskluis' });
    expect(routeEntry('/beheer').access).toEqual({ right: 'beheer_leskluis' });
    expect(routeEntry('/productimport').access).toEqual({ right: 'producten_toevoegen' });
    expect(routeEntry('/myexports').access).toEqual({});
    expect(routeEntry('/home').access).toEqual({});
  });

  it('lets an administrator edit themselves without beheerders_aanpassen', () => {
    const edit = routeEntry('/beheerders/{id}/edit');
    expect(mayOpen(supportDesk, edit, { id: '2' })).toBe(true);
    expect(mayOpen(supportDesk, edit, { id: '1' })).toBe(false);
    expect(mayOpen(superuser, edit, { id: '2' })).toBe(true);
  });

  it('converts spec paths to router paths', () => {
    expect(routerPath('/accounts/merge/{src}/{dst}')).toBe('/accounts/merge/$src/$dst');
  });
});

describe('side menu by rights', () => {
  it('shows a superuser every menu route', () => {
    expect(allowedMenuPaths(superuser)).toEqual(ROUTE_TABLE.filter((r) => r.inMenu).map((r) => r.path));
  });

  it('shows the support desk its areas and hides superuser pages', () => {
    expectMenu(
      supportDesk,
      ['/home', '/accounts', '/tlinks', '/producten', '/organisaties', '/tlinklicentiesperschool'],
      ['/audit', '/tlinkstatusoverview', '/beheerders', '/oauthclients', '/beheer', '/invoices'],
    );
  });

  it('shows a publisher-bound administrator its reduced set', () => {
    expectMenu(
      publisherAdmin,
      // /home is open to everyone (docs/decisions/070-home-open-to-all.md); its log search is not.
      ['/home', '/accounts', '/producten', '/productimport', '/tlinks', '/beheer', '/myexports'],
      ['/audit', '/organisaties', '/rollen', '/orders'],
    );
  });

  it('lists only routes whose screen exists, grouped in menu order', () => {
    // Derived from the table, so the test holds as screens are added.
    for (const admin of [superuser, supportDesk, publisherAdmin]) {
      const expected = ROUTE_TABLE.filter((r) => r.hasScreen && r.inMenu && passes(admin, r.access));
      expect(menuEntries(admin)).toEqual(expected);
      const sections = menuSections(admin);
      expect(sections.flatMap((s) => s.entries)).toEqual(
        [...expected].sort((a, b) => MENU_GROUPS.indexOf(a.group!) - MENU_GROUPS.indexOf(b.group!)),
      );
      expect(sections.every((s) => s.entries.length > 0)).toBe(true);
    }
    const nobody = { id: 9, rechten: [], uitgeverId: null };
    expect(menuEntries(nobody)).toEqual(
      ROUTE_TABLE.filter((r) => r.hasScreen && r.inMenu && passes(nobody, r.access)),
    );
    expect(menuEntries(nobody).every((r) => Object.keys(r.access).length === 0)).toBe(true);
  });
});

describe('mayOpenHref (issue 18 A5: a link is offered only where its route would open)', () => {
  const eckOnly: AdminPrincipal = { id: 4, rechten: ['ecklicenties_inzien'], uitgeverId: null };
  const support: AdminPrincipal = {
    id: 5,
    rechten: ['gebruikers_inzien', 'organisaties_inzien', 'producten_inzien'],
    uitgeverId: null,
  };

  it('reads the route table for concrete paths, with their query strings', () => {
    expect(mayOpenHref(eckOnly, '/accounts?userid=abc123')).toBe(false);
    expect(mayOpenHref(support, '/accounts?userid=abc123')).toBe(true);
    expect(mayOpenHref(eckOnly, '/organisaties/12/extended-view')).toBe(false);
    expect(mayOpenHref(support, '/organisaties/12/extended-view')).toBe(true);
    expect(mayOpenHref(support, '/producten/ean/9789000000001/extended-view')).toBe(true);
    expect(mayOpenHref(support, '/producten/ean/9789000000001')).toBe(false);
    expect(mayOpenHref(support, '/accounts/merge')).toBe(false);
    expect(mayOpenHref(eckOnly, '/ecklicenties')).toBe(true);
  });

  it('lets administrators open their own edit page and refuses paths the table lacks', () => {
    expect(mayOpenHref(eckOnly, '/beheerders/4/edit')).toBe(true);
    expect(mayOpenHref(eckOnly, '/beheerders/5/edit')).toBe(false);
    expect(mayOpenHref(support, '/bestaat/niet')).toBe(false);
  });
});
