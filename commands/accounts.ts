import { accountName } from '../domain/account-name';
import { formatHistoryDateTime } from '../domain/dates';
import { ACCESS_URL_TYPE_LABELS } from '../domain/labels/accounts';
import { labelOf } from '../domain/labels/label';
import { accountAreaMessages, accountMessages } from '../domain/messages';
import type { Account } from '../domain/schemas/account';
import type { AccessUrl } from '../domain/schemas/account-activity';
import { parseToken } from '../domain/tokens';
import type { AccountIntent } from './account-intents';
import { type Command, type EntityRef, numericId } from './command';
import { deleteCommand } from './delete-command';
import { type ItemArea, itemCommands } from './item-commands';
import { lookupCommand } from './lookup-command';
import { actieCommand, entityPageCommand, pageCommand } from './page-command';
import type { RouteLink } from './route-link';

/**
 * The accounts area's commands (spec 000 §2): open, new, edit, merge, pseudo id, resend, sessions,
 * delete and export. Commands stay free of the HTTP client: an action that calls the API opens the
 * screen that owns the call with an `actie` search parameter, and that screen runs it once
 * (src/kit/use-actie.ts).
 */

/** An account as the entity in view or in a row: its e-mail, else its name, else its number. */
export function accountRef(account: Pick<Account, 'id' | 'email' | 'attributes'>): EntityRef {
  const label = account.email ?? (accountName(account) || `Account ${account.id}`);
  return { kind: 'account', id: String(account.id), label };
}

/** Where "open account" goes for typed text: an id to the overview, an e-mail or name ID to the list. */
export function accountTargetOf(text: string): RouteLink | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{1,10}$/.test(value)) return { to: '/accounts/$id/extended-view', params: { id: Number(value) } };
  const email = parseToken(value).find((candidate) => candidate.kind === 'email');
  if (email || value.includes('@')) return { to: '/accounts', search: { input: value } };
  if (value.length >= 4) return { to: '/accounts', search: { userid: value } };
  return null;
}

export const OPEN_ACCOUNT_HINT = 'Vul een accountnummer, e-mailadres of name ID in.';

export const openAccountCommand = lookupCommand({
  id: 'accounts.open',
  title: 'Account openen',
  keywords: {
    nl: ['gebruiker', 'account', 'zoeken', 'e-mail', 'openen', 'klant'],
    en: ['open', 'find', 'search', 'user', 'email', 'name id'],
  },
  access: { right: 'gebruikers_inzien' },
  arg: {
    name: 'account',
    label: 'Accountnummer, e-mail of name ID',
    placeholder: '12345, naam@school.nl of name ID',
  },
  hint: OPEN_ACCOUNT_HINT,
  open: accountTargetOf,
});

/** An account's deletes fail with the prefix: the delete flow adds the server's reason itself. */
const ACCOUNT_DELETE_MESSAGES = {
  deleting: accountMessages.deleting,
  deleted: accountMessages.deleted,
  deleteFailed: accountMessages.deleteFailedPrefix,
};

/** The items' commands (accounts.new, accounts.view, accounts.edit, accounts.delete): commands/item-commands.ts. */
const ACCOUNT = {
  ids: 'accounts',
  collection: 'accounts',
  scope: 'account',
  list: '/accounts',
  resource: 'accounts',
  messages: ACCOUNT_DELETE_MESSAGES,
} as const satisfies ItemArea;

export const {
  new: addAccountCommand,
  view: viewAccountCommand,
  edit: editAccountCommand,
  delete: deleteAccountCommand,
} = itemCommands(ACCOUNT, {
  new: {
    title: 'Gebruiker toevoegen',
    keywords: { nl: ['account', 'gebruiker', 'toevoegen', 'aanmaken'], en: ['user'] },
    access: { right: 'gebruikers_toevoegen' },
  },
  view: {
    title: 'Gebruiker bekijken',
    keywords: { nl: ['details', 'account', 'openen'], en: ['open', 'extended view', 'details'] },
    access: { right: 'gebruikers_inzien' },
  },
  edit: {
    title: 'Gebruiker bewerken',
    keywords: { nl: ['aanpassen', 'account'], en: ['update', 'modify'] },
    access: { right: 'gebruikers_aanpassen' },
  },
  delete: {
    title: 'Gebruiker verwijderen',
    keywords: { nl: ['account', 'gebruiker'], en: ['user', 'account'] },
    access: { superuserOnly: true },
    question: (entity) =>
      `Account ${entity.label} wordt verwijderd; gekoppelde licenties worden ingetrokken.`,
  },
});

export const mergeAccountsCommand = pageCommand({
  id: 'accounts.merge',
  title: 'Accounts samenvoegen',
  keywords: { nl: ['samenvoegen', 'dubbel', 'accounts'], en: ['merge', 'combine', 'duplicate'] },
  access: { right: 'gebruikers_samenvoegen' },
  link: { to: '/accounts/merge' },
});

export const mergeWithCommand = entityPageCommand({
  id: 'accounts.merge-with',
  icon: 'merge',
  title: 'Samenvoegen met...',
  keywords: { nl: ['samenvoegen', 'dubbel account'], en: ['merge', 'combine', 'duplicate'] },
  access: { right: 'gebruikers_samenvoegen' },
  scope: 'account',
  link: (entity) => ({
    to: '/accounts/merge/$src/$dst',
    params: { src: Number(entity.id), dst: Number(entity.id) },
  }),
});

const intentCommand = (
  intent: AccountIntent,
  base: Omit<Command, 'target' | 'group' | 'scope'>,
  confirm?: (entity: EntityRef | undefined) => string,
): Command => ({
  ...base,
  group: 'Dit item',
  scope: 'account',
  target: {
    kind: 'action',
    ...(confirm ? { confirm } : {}),
    run(context, { entity }) {
      if (entity)
        context.navigate({
          to: '/accounts/$id/extended-view',
          params: numericId(entity),
          search: { actie: intent },
        });
    },
  },
});

export const pseudoIdCommand = intentCommand('pseudo-id', {
  id: 'accounts.pseudo-id',
  icon: 'key',
  title: 'Pseudo-id genereren',
  keywords: {
    nl: ['pseudoid', 'pseudo id', 'uitgever', 'genereren'],
    en: ['generate', 'pseudonym', 'publisher'],
  },
  access: { right: 'gebruikers_inzien', nonPublisherOnly: true },
});

export const resendLinkCommand = intentCommand(
  'resend',
  {
    id: 'accounts.resend',
    icon: 'send',
    title: 'Bevestigingslink opnieuw versturen',
    keywords: {
      nl: ['bevestigingslink', 'activatie', 'opnieuw', 'versturen', 'mail', 'wachtwoord'],
      en: ['resend', 'activation', 'confirmation link', 'reset password', 'email'],
    },
    access: { right: 'gebruikers_aanpassen' },
  },
  (entity) => `Er wordt een nieuwe bevestigingslink verstuurd naar account ${entity?.label ?? ''}.`,
);

export const endSessionsCommand = intentCommand(
  'sessions',
  {
    id: 'accounts.sessions',
    icon: 'logout',
    title: 'Sessies afmelden',
    keywords: {
      nl: ['sessie', 'afmelden', 'uitloggen'],
      en: ['logout', 'log out', 'sign out', 'sessions', 'kick'],
    },
    access: { right: 'gebruikers_sessies_afmelden' },
  },
  (entity) => `Alle sessies van account ${entity?.label ?? ''} worden beëindigd.`,
);

/** A sent confirmation link on its account's overview: its type and when it was sent. */
export function accessUrlRef(
  accountId: number,
  link: Pick<AccessUrl, 'id' | 'type' | 'createdAt'>,
): EntityRef {
  const label = `${labelOf(ACCESS_URL_TYPE_LABELS, link.type)} van ${formatHistoryDateTime(link.createdAt)}`;
  return { kind: 'accessUrl', id: String(link.id), label, ownerId: String(accountId) };
}

export const deleteAccessUrlCommand = deleteCommand({
  id: 'accounts.accessUrl.delete',
  title: 'Bevestigingslink verwijderen',
  keywords: { nl: ['bevestigingslink', 'link'], en: ['access url', 'accessurl', 'confirmation link'] },
  access: { right: 'accessurls_verwijderen' },
  scope: 'accessUrl',
  collection: 'accessurls',
  // The link is a block of its account's overview: that account's detail refreshes.
  alsoChanges: (entity) => (entity.ownerId ? [{ resource: 'accounts', id: entity.ownerId }] : []),
  question: () => 'De bevestigingslink wordt verwijderd.',
  messages: { ...ACCOUNT_DELETE_MESSAGES, deleted: accountAreaMessages.accessUrlDeleted },
});

export const exportAccountsCommand = actieCommand({
  id: 'accounts.export',
  title: 'Gebruikers exporteren als excel',
  keywords: {
    nl: ['exporteren', 'excel', 'csv', 'gebruikers', 'downloaden'],
    en: ['export', 'download', 'users', 'spreadsheet'],
  },
  access: { right: 'gebruikers_inzien' },
  link: { to: '/accounts', search: { actie: 'export' } },
});

/** Every accounts command, for commands/catalog.ts. */
export function accountCommands(): Command[] {
  return [
    openAccountCommand,
    addAccountCommand,
    viewAccountCommand,
    editAccountCommand,
    mergeAccountsCommand,
    mergeWithCommand,
    pseudoIdCommand,
    resendLinkCommand,
    endSessionsCommand,
    deleteAccountCommand,
    deleteAccessUrlCommand,
    exportAccountsCommand,
  ];
}
