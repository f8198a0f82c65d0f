import { accountName } from '../../domain/account-name';
import { type Account, type AccountListFilter, isGebruiker } from '../../domain/schemas/account';
import { LOOKUP_RANGE, type LookupOption } from '../kit/lookup-select';
import { fetchAccount } from './account';
import { ACCOUNT_LOOKUP_SORT, fetchAccounts } from './accounts';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';

/** An account as a lookup option: '#id e-mail — name'. */
export function accountOption(account: Account): LookupOption {
  const contact = account.email ?? account.telephone ?? '';
  return {
    id: account.id,
    label: `#${account.id} ${contact}`.trim(),
    description: accountName(account) || null,
  };
}

/**
 * Finds accounts for a lookup: digits are an account id, other text searches the contact detail
 * (minimum 3 characters, spec 000 §5); sorted ascending like every lookup (spec 000 §9). With
 * `alleenGebruikers` only gebruikers are offered (the pseudo-id tools, spec 001 §7; decision 158),
 * an account number included.
 */
export async function lookupAccounts(
  client: HttpClient,
  query: string,
  signal: AbortSignal,
  scope: Pick<AccountListFilter, 'alleenGebruikers'> = {},
): Promise<LookupOption[]> {
  if (/^\d+$/.test(query)) {
    try {
      const account = await fetchAccount(client, Number(query), signal);
      return scope.alleenGebruikers && !isGebruiker(account) ? [] : [accountOption(account)];
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  }
  const filter = { ...scope, ...(query.length >= 3 ? { input: query } : {}) };
  const page = await fetchAccounts(client, filter, ACCOUNT_LOOKUP_SORT, LOOKUP_RANGE, signal);
  return page.items.map(accountOption);
}
