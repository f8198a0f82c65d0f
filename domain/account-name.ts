import type { Account } from './schemas/account';

/** First name, infix and last name; the display name (given_name) when those are all empty. */
export function accountName(account: Pick<Account, 'attributes'>): string {
  const { first_name, tussenvoegsels, family_name, given_name } = account.attributes;
  const composed = [first_name, tussenvoegsels, family_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return composed || given_name?.trim() || '';
}
