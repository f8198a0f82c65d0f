/**
 * A lookup of accounts by account number or contact detail, for the forms and tools of every area:
 * `lookupAccounts` (spec 000 §5 and §9 lookup rules via <LookupSelect>). `usersOnly` offers
 * gebruikers only (the pseudo-id tools, spec 001 §7; decision 158).
 *
 * Usage:
 *   <AccountLookup label="Gebruiker" usersOnly value={user} onChange={setUser} />
 */
import { lookupAccounts } from '../api/account-lookup';
import { useApi } from '../api/api-context';
import { LookupSelect, type LookupSelectProps } from './lookup-select';

type AccountLookupProps = Omit<LookupSelectProps, 'fetchOptions'> & { usersOnly?: boolean };

export function AccountLookup({ usersOnly, ...props }: AccountLookupProps) {
  const api = useApi();
  const scope = usersOnly ? { alleenGebruikers: true } : {};
  return (
    <LookupSelect {...props} fetchOptions={(query, signal) => lookupAccounts(api, query, signal, scope)} />
  );
}
