import { administratorMessages } from '../domain/messages';
import { type Command, numericId } from './command';
import { deleteCommand } from './delete-command';

/** The administrators area's commands (spec 001 §2): list, new, edit, password, overview, delete. */

export const addAdministratorCommand: Command = {
  id: 'administrators.new',
  title: 'Beheerder toevoegen',
  keywords: ['nieuw', 'beheerder', 'toevoegen', 'administrator', 'new'],
  group: 'Acties',
  access: { right: 'beheerders_toevoegen' },
  target: { kind: 'route', link: { to: '/beheerders/new' } },
};

export const editAdministratorCommand: Command = {
  id: 'administrators.edit',
  title: 'Beheerder bewerken',
  keywords: ['bewerken', 'wijzigen', 'edit', 'beheerder'],
  group: 'Dit item',
  access: { right: 'beheerders_aanpassen' },
  scope: 'administrator',
  shortcut: 'e',
  target: { kind: 'route', link: (entity) => ({ to: '/beheerders/$id/edit', params: numericId(entity) }) },
};

export const changePasswordCommand: Command = {
  id: 'administrators.password',
  title: 'Wachtwoord wijzigen',
  keywords: ['wachtwoord', 'password', 'wijzigen', 'beheerder'],
  group: 'Dit item',
  access: { right: 'beheerders_aanpassen' },
  scope: 'administrator',
  target: {
    kind: 'route',
    link: (entity) => ({ to: '/beheerders/$id/edit/password', params: numericId(entity) }),
  },
};

export const viewAdministratorCommand: Command = {
  id: 'administrators.view',
  title: 'Beheerder bekijken',
  keywords: ['bekijken', 'overzicht', 'beheerder'],
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
  keywords: ['beheerder', 'administrator'],
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
    editAdministratorCommand,
    changePasswordCommand,
    viewAdministratorCommand,
    deleteAdministratorCommand,
  ];
}
