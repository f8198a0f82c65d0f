/**
 * The query keys of each resource a command can change (commands/changes.ts): commands stay free
 * of React and of the query cache, and name resources; this turns those names into keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Change, Resource } from '../../commands/changes';
import { accountKeys } from './accounts';
import { administratorKeys } from './administrators';
import { eckKeys, licenseMessageKeys } from './eck';
import { exportJobKeys } from './exports';
import { licenseOverviewKeys } from './license-overviews';
import { oauthClientKeys } from './oauth-clients';
import { orderKeys, orderStockKeys } from './orders';
import { organisationKeys } from './organisations';
import { poLicenseKeys } from './po-licenses';
import { productKeys } from './products';
import { invalidateKeys, itemWriteKeys, type ResourceKeys } from './query-keys';
import { roleKeys } from './roles';
import { serviceWindowKeys } from './service-windows';
import { supportEntryKeys } from './support-entries';
import { tlinkKeys } from './tlinks';

export const KEYS_OF: Record<Resource, ResourceKeys> = {
  accounts: accountKeys,
  administrators: administratorKeys,
  eckLicenses: eckKeys,
  exportJobs: exportJobKeys,
  licenseMessages: licenseMessageKeys,
  licenseOverviews: licenseOverviewKeys,
  oauthClients: oauthClientKeys,
  orders: orderKeys,
  orderStock: orderStockKeys,
  organisations: organisationKeys,
  poLicenses: poLicenseKeys,
  products: productKeys,
  roles: roleKeys,
  serviceWindows: serviceWindowKeys,
  supportEntries: supportEntryKeys,
  tlinks: tlinkKeys,
};

/** Refreshes what the changes name: an item's detail and its resource's lists, or all of a resource. */
export function invalidateChanges(queryClient: QueryClient, changes: readonly Change[]): Promise<void> {
  return invalidateKeys(
    queryClient,
    changes.flatMap((change) =>
      change.id === undefined
        ? [KEYS_OF[change.resource].all]
        : itemWriteKeys(KEYS_OF[change.resource], change.id),
    ),
  );
}

/** After a delete: the item's cache is dropped (a refetch would only find a 404), its lists refreshed. */
export function forgetDeleted(queryClient: QueryClient, deleted: Required<Change>): Promise<void> {
  const keys = KEYS_OF[deleted.resource];
  queryClient.removeQueries({ queryKey: keys.detail(deleted.id) });
  return invalidateKeys(queryClient, [keys.lists()]);
}
