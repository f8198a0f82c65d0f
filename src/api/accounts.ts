import { AccountListFilterSchema, AccountSchema } from '../../domain/schemas/account';
import { restResource } from './resource';

const accounts = restResource('accounts', { item: AccountSchema, filter: AccountListFilterSchema });

/** The accounts' query keys; the overview's blocks sit below the account's detail key. */
export const accountKeys = {
  ...accounts.keys,
  externalAccounts: (id: number) => [...accounts.keys.detail(id), 'externalaccounts'] as const,
  accessUrls: (id: number) => [...accounts.keys.detail(id), 'accessurls'] as const,
  tlinks: (id: number, showExpired: boolean) => [...accounts.keys.detail(id), 'tlinks', showExpired] as const,
  merges: (id: number) => [...accounts.keys.detail(id), 'merges'] as const,
  activity: (id: number, amount: number) => [...accounts.keys.detail(id), 'activity', amount] as const,
};

/** The users-list default sort (spec 000 §9). */
export const DEFAULT_ACCOUNT_SORT = 'DESC-updatedAt';
/** Lookup dropdowns sort ascending (spec 000 §9); accounts by their contact detail. */
export const ACCOUNT_LOOKUP_SORT = 'ASC-email';

/** GET accounts with a range, filters and sort (spec 000 §7). */
export const fetchAccounts = accounts.fetchPage;
/** The users list for the infinite table. */
export const useAccountListSource = accounts.useList;
export const accountListSource = accounts.listSource;
