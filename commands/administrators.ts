import { administratorMessages } from '../domain/messages';
import { type AdminPrincipal, can } from '../domain/rights';
import type { Command, EntityRef } from './command';
import { deleteCommand } from './delete-command';
import { editCommand, entityPageCommand, itemLink, newCommand, viewCommand } from './page-command';

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

export const addAdministratorCommand = newCommand({
  id: 'administrators.new',
  title: 'Beheerder toevoegen',
  keywords: { nl: ['beheerder', 'toevoegen', 'medewerker'], en: ['administrator', 'admin'] },
  access: { right: 'beheerders_toevoegen' },
  link: { to: '/beheerders/new' },
});

export const editAdministratorCommand = editCommand({
  id: 'administrators.edit',
  title: 'Beheerder bewerken',
  keywords: { nl: ['aanpassen', 'beheerder'], en: ['update', 'administrator', 'admin'] },
  access: {},
  scope: 'administrator',
  appliesTo: mayEdit,
  page: '/beheerders/$id/edit',
});

export const changePasswordCommand = entityPageCommand({
  id: 'administrators.password',
  icon: 'password',
  title: 'Wachtwoord wijzigen',
  keywords: {
    nl: ['wachtwoord', 'wijzigen', 'herstellen', 'beheerder'],
    en: ['password', 'reset password', 'change password', 'admin'],
  },
  access: {},
  scope: 'administrator',
  appliesTo: mayEdit,
  link: itemLink('/beheerders/$id/edit/password'),
});

export const viewAdministratorCommand = viewCommand({
  id: 'administrators.view',
  title: 'Beheerder bekijken',
  keywords: { nl: ['beheerder'], en: ['details', 'administrator', 'admin'] },
  access: { right: 'beheerders_inzien' },
  scope: 'administrator',
  page: '/beheerders/$id/extended-view',
});

export const deleteAdministratorCommand = deleteCommand({
  id: 'administrators.delete',
  title: 'Beheerder verwijderen',
  keywords: { nl: ['beheerder', 'medewerker'], en: ['administrator', 'admin'] },
  access: { right: 'beheerders_verwijderen' },
  scope: 'administrator',
  collection: 'administrators',
  resource: 'administrators',
  question: (entity) => `Beheerder ${entity.label} verwijderen?`,
  messages: administratorMessages,
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
