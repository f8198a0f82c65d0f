import * as v from 'valibot';
import type { RouteLink } from '../../commands/route-link';
import { accountFilters } from '../areas/accounts/accounts-list';
import { administratorFilters } from '../areas/administrators/administrators-list';
import { auditFilters } from '../areas/audit/audit-list';
import { balanceFilters } from '../areas/contracts/contract-balances-list';
import { specificationFilters } from '../areas/contracts/contract-specifications-list';
import { schoolContractFilters } from '../areas/contracts/school-contracts-list';
import { eckFilters } from '../areas/eck/eck-list';
import { schoolOverviewFilters } from '../areas/license-overviews/school-overview-list';
import { statusOverviewFilters } from '../areas/license-overviews/status-overview-list';
import { oauthClientFilters } from '../areas/oauth-clients/oauth-clients-list';
import { orderStockFilters } from '../areas/orders/order-balance-list';
import { orderFilters } from '../areas/orders/orders-list';
import { organisationFilters } from '../areas/organisations/organisations-list';
import { poFilters } from '../areas/po-licenses/po-licenses-list';
import { productFilters } from '../areas/products/products-list';
import { roleFilters } from '../areas/roles/roles-list';
import { tlinkFilters } from '../areas/tlinks/tlinks-list';

/*
 * The lists the palette opens, by route, each with the filter declaration its screen reads
 * (src/areas/<area>/<list>-list.ts, decisions 200 and 500): the filter queries complete and open
 * them (filter-query-lists.ts), a pasted column is checked by one (column-list.ts). These load
 * with the first filter query or pasted column, not at start-up.
 */

type Path = RouteLink['to'];
type SearchOf<P extends Path> = NonNullable<Extract<RouteLink, { to: P }>['search']>;
/** A table whose every declaration parses a search its route takes: checked per entry by `tsc`. */
type Checked<T> = {
  [P in keyof T]: P extends Path ? { schema: v.GenericSchema<unknown, SearchOf<P>> } : never;
};

const declared = <const T extends Checked<T>>(table: T) => table;

export const LIST_FILTERS = declared({
  '/tlinks': tlinkFilters,
  '/accounts': accountFilters,
  '/producten': productFilters,
  '/ecklicenties': eckFilters,
  '/policenties': poFilters,
  '/organisaties': organisationFilters,
  '/beheerders': administratorFilters,
  '/rollen': roleFilters,
  '/oauthclients': oauthClientFilters,
  '/orders': orderFilters,
  '/orderbalans': orderStockFilters,
  '/audit': auditFilters,
  '/schoolcontracts': schoolContractFilters,
  '/contractbalances': balanceFilters,
  '/contractspecifications': specificationFilters,
  '/tlinklicentiesperschool': schoolOverviewFilters,
  '/tlinkstatusoverview': statusOverviewFilters,
});

export type ListPath = keyof typeof LIST_FILTERS;

/**
 * The link to list `path` with `search` as its own schema parses it (what the URL will hold). The
 * table's check above makes the parsed search one the route takes, which `tsc` cannot follow
 * through an index by a generic path: hence the one cast.
 */
export function listLink(path: ListPath, search: Record<string, unknown>): RouteLink {
  const schema: v.GenericSchema<unknown, unknown> = LIST_FILTERS[path].schema;
  return { to: path, search: v.parse(schema, search) } as RouteLink;
}
