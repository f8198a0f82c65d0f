import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './kit/search-params';
import { accessDeniedRoute } from './routes/access-denied';
import { accountEditRoute } from './routes/account-edit';
import { accountExtendedViewRoute } from './routes/account-extended-view';
import { accountMergePairRoute, accountMergeRoute } from './routes/account-merge';
import { accountNewRoute } from './routes/account-new';
import { accountsRoute } from './routes/accounts';
import { auditRoute } from './routes/audit';
import { beheerRoute } from './routes/beheer';
import {
  administratorEditRoute,
  administratorNewRoute,
  administratorPasswordRoute,
  administratorsRoute,
  administratorViewRoute,
} from './routes/beheerders';
import { contractBalancesRoute } from './routes/contractbalances';
import { contractSpecificationsRoute } from './routes/contractspecifications';
import { eckLicensesRoute } from './routes/ecklicenties';
import { homeRoute } from './routes/home';
import { invoicesRoute } from './routes/invoices';
import { myExportsRoute } from './routes/myexports';
import { oauthClientEditRoute, oauthClientNewRoute, oauthClientsRoute } from './routes/oauthclients';
import { orderBalanceRoute } from './routes/orderbalans';
import { orderImportRoute } from './routes/orderimport';
import { ordersRoute } from './routes/orders';
import {
  organisationEditRoute,
  organisationNewRoute,
  organisationsRoute,
  organisationViewRoute,
} from './routes/organisaties';
import { poLicensesRoute } from './routes/policenties';
import {
  productEanEditRoute,
  productEanOverviewRoute,
  productEditRoute,
  productNewRoute,
  productOverviewRoute,
  productsRoute,
  serviceWindowEditRoute,
  serviceWindowNewRoute,
} from './routes/producten';
import { productImportRoute } from './routes/productimport';
import { roleEditRoute, roleNewRoute, rolesRoute } from './routes/rollen';
import { type RouterContext, rootRoute } from './routes/root';
import { schoolContractsRoute } from './routes/schoolcontracts';
import { indexRoute } from './routes/start-redirect';
import { schoolOverviewRoute } from './routes/tlinklicentiesperschool';
import { tlinkCodeRoute, tlinkEditRoute, tlinkNewRoute, tlinksRoute } from './routes/tlinks';
import { statusOverviewRoute } from './routes/tlinkstatusoverview';
import { wasWordtRoute } from './routes/waswordt';
import { Pending } from './shell/pending';

// Only routes with a screen are registered; the rest of the route table shows 'Pagina niet gevonden'.
const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  ordersRoute,
  invoicesRoute,
  wasWordtRoute,
  orderBalanceRoute,
  orderImportRoute,
  schoolContractsRoute,
  contractBalancesRoute,
  contractSpecificationsRoute,
  accessDeniedRoute,
  accountsRoute,
  accountExtendedViewRoute,
  accountNewRoute,
  accountEditRoute,
  accountMergeRoute,
  accountMergePairRoute,
  auditRoute,
  myExportsRoute,
  rolesRoute,
  roleNewRoute,
  roleEditRoute,
  administratorsRoute,
  administratorNewRoute,
  administratorEditRoute,
  administratorPasswordRoute,
  administratorViewRoute,
  organisationsRoute,
  organisationNewRoute,
  organisationEditRoute,
  organisationViewRoute,
  oauthClientsRoute,
  oauthClientNewRoute,
  oauthClientEditRoute,
  tlinksRoute,
  tlinkNewRoute,
  tlinkEditRoute,
  tlinkCodeRoute,
  eckLicensesRoute,
  poLicensesRoute,
  schoolOverviewRoute,
  statusOverviewRoute,
  productsRoute,
  productNewRoute,
  productEditRoute,
  productEanEditRoute,
  productOverviewRoute,
  productEanOverviewRoute,
  serviceWindowNewRoute,
  serviceWindowEditRoute,
  productImportRoute,
  beheerRoute,
]);

/** The console's router; tests pass a memory history and a context over a stub API. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query client caches; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Pending,
    defaultPendingMs: 300,
    scrollRestoration: true,
    // Plain text in the URL, typed by each route's schema (decision 200).
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
