import { administratorMessages } from '../domain/messages';
import { type AdminPrincipal, can } from '../domain/rights';
import { type Command, type EntityRef, numericId } from './command';
import { deleteCommand } from './delete-command';

/** The administrators area's commands (spec 001 §2): list, new, edit, password, overview, delete. */

/** An administrator as the entity in view or in a row. */
export function administratorRef(administrator: { id: number; name: string }): EntityRef {
  return { kind: 'administrator', id: String(administrator.id), label: administrator.name };
}

/**
 * An administrator may always edit themselves and change their own password (spec 001 §2, the
 * route table's selfParam); others need beheerders_aanpassen.
 */
const mayEdit = (admin: AdminPrincipal, entity: { id: string }) =>
  can(admin, 'beheerders_aanpassen') || entity.id === String(admin.id);

export const addAdministratorCommand: Command = {
  id: 'administrators.new',
  title: 'Beheerder toevoegen',
  keywords: {
    nl: ['nieuw', 'beheerder', 'toevoegen', 'medewerker'],
    en: ['new', 'add', 'create', 'administrator', 'admin'],
  },
  group: 'Acties',
  access: { right: 'beheerders_toevoegen' },
  target: { kind: 'route', link: { to: '/beheerders/new' } },
};

export const editAdministratorCommand: Command = {
  id: 'administrators.edit',
  icon: 'edit',
  title: 'Beheerder bewerken',
  keywords: {
    nl: ['bewerken', 'wijzigen', 'aanpassen', 'beheerder'],
    en: ['edit', 'change', 'update', 'administrator', 'admin'],
  },
  group: 'Dit item',
  access: {},
  scope: 'administrator',
  appliesTo: mayEdit,
  shortcut: 'e',
  target: { kind: 'route', link: (entity) => ({ to: '/beheerders/$id/edit', params: numericId(entity) }) },
};

export const changePasswordCommand: Command = {
  id: 'administrators.password',
  icon: 'password',
  title: 'Wachtwoord wijzigen',
  keywords: {
    nl: ['wachtwoord', 'wijzigen', 'herstellen', 'beheerder'],
    en: ['password', 'reset password', 'change password', 'admin'],
  },
  group: 'Dit item',
  access: {},
  scope: 'administrator',
  appliesTo: mayEdit,
  target: {
    kind: 'route',
    link: (entity) => ({ to: '/beheerders/$id/edit/password', params: numericId(entity) }),
  },
};

export const viewAdministratorCommand: Command = {
  id: 'administrators.view',
  icon: 'view',
  title: 'Beheerder bekijken',
  keywords: {
    nl: ['bekijken', 'overzicht', 'beheerder'],
    en: ['view', 'show', 'details', 'administrator', 'admin'],
  },
  group: 'Dit item',
  access: { right: 'beheerders_inzien' },
  scope: 'administrator',
  target: {
    kind: 'route',
    link: (entity) => ({ to: '/beheerders/$id/extended-view', params: numericId(entity) }),
  },
};

export const deleteAdministratorCommand = deleteCommand({
  id: 'administrators.delete',
  title: 'Beheerder verwijderen',
  keywords: { nl: ['beheerder', 'medewerker'], en: ['administrator', 'admin'] },
  access: { right: 'beheerders_verwijderen' },
  scope: 'administrator',
  apiPath: (entity) => `administrators/${encodeURIComponent(entity.id)}`,
  resource: 'administrators',
  question: (entity) => `Beheerder ${entity.label} verwijderen?`,
  texts: { success: administratorMessages.deleted, failed: administratorMessages.deleteFailed },
  list: { to: '/beheerders' },
});

/** Every administrators command, for commands/catalog.ts. */
export function administratorCommands(): Command[] {
  return [
    addAdministratorCommand,
    viewAdministratorCommand,
    editAdministratorCommand,
    changePasswordCommand,
    deleteAdministratorCommand,
  ];
}
