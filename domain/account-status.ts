import type { Account } from './schemas/account';

export type AccountStatus = 'Bevestigd' | 'Niet bevestigd';

/**
 * Spec 000 §4: 'Niet bevestigd' when validated is false or when neither phone nor e-mail is
 * present; otherwise 'Bevestigd'. Blank strings count as absent.
 */
export function accountStatus(account: Pick<Account, 'validated' | 'email' | 'telephone'>): AccountStatus {
  const hasContact = Boolean(account.email?.trim()) || Boolean(account.telephone?.trim());
  return account.validated && hasContact ? 'Bevestigd' : 'Niet bevestigd';
}
