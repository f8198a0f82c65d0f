import type { Account } from '../../../domain/schemas/account';
import { fetchAccount } from '../../api/account';
import { ACCOUNT_LOOKUP_SORT, fetchAccounts } from '../../api/accounts';
import { ApiError } from '../../api/api-error';
import type { HttpClient } from '../../api/http-client';
import { LOOKUP_RANGE, type LookupOption } from '../../kit/lookup-select';
import { accountName } from './account-name';

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
 * (minimum 3 characters, spec 000 §5); sorted ascending like every lookup (spec 000 §9).
 */
export async function lookupAccounts(
  client: HttpClient,
  query: string,
  signal: AbortSignal,
): Promise<LookupOption[]> {
  if (/^\d+$/.test(query)) {
    try {
      return [accountOption(await fetchAccount(client, Number(query), signal))];
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  }
  const filter = query.length >= 3 ? { input: query } : {};
  const page = await fetchAccounts(client, filter, ACCOUNT_LOOKUP_SORT, LOOKUP_RANGE, signal);
  return page.items.map(accountOption);
}
