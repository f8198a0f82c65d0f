import { deleteAccountCall, resendConfirmationLinkCall } from '../domain/api-calls';
import type { Account } from '../domain/schemas/account';
import { accountRef } from './accounts';
import { type BulkCommand, bulkCommand, counted } from './bulk';

/**
 * Bulk commands on selected accounts (issue 24): delete (superuser only, spec 000 §2: the account's
 * licences are revoked; a 409 names what blocks one row, the others go on) and resend the
 * confirmation link (right gebruikers_aanpassen, the identity provider's POST account/resend).
 */

/** An account in a selection's checkbox and a run's report. */
export const accountRowLabel = (account: Account) => accountRef(account).label;

/** What both account bulk commands share: their rows and a row's label. */
const ON_ACCOUNTS = { rows: 'account', rowLabel: accountRowLabel } as const;

export const deleteAccountsCommand = bulkCommand<Account>({
  ...ON_ACCOUNTS,
  id: 'accounts.bulk.delete',
  title: 'Gebruikers verwijderen',
  keywords: { nl: ['verwijderen', 'gebruikers', 'accounts'], en: ['delete', 'remove', 'users'] },
  access: { superuserOnly: true },
  confirm: (count) =>
    `${counted(count, 'account wordt', 'accounts worden')} verwijderd; gekoppelde licenties worden ingetrokken.`,
  runRow: async (context, account) => void (await context.call(deleteAccountCall(account.id))),
  changes: [{ resource: 'accounts' }, { resource: 'tlinks' }, { resource: 'licenseOverviews' }],
});

export const resendLinksCommand = bulkCommand<Account>({
  ...ON_ACCOUNTS,
  id: 'accounts.bulk.resend',
  title: 'Bevestigingslinks opnieuw versturen',
  keywords: {
    nl: ['bevestigingslink', 'opnieuw', 'versturen', 'mail'],
    en: ['resend', 'confirmation link', 'email'],
  },
  access: { right: 'gebruikers_aanpassen' },
  confirm: (count) =>
    `Er ${count === 1 ? 'wordt een nieuwe bevestigingslink' : `worden ${count} nieuwe bevestigingslinks`} verstuurd.`,
  refusal: (account) => (account.accessurlPresent ? null : 'heeft geen bevestigingslink'),
  runRow: async (context, account) => void (await context.call(resendConfirmationLinkCall(account.id))),
  changes: [{ resource: 'accounts' }],
});

export const ACCOUNT_BULK_COMMANDS: readonly BulkCommand<Account>[] = [
  resendLinksCommand,
  deleteAccountsCommand,
];
