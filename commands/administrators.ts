import { administratorMessages } from '../domain/messages';
import { type AdminPrincipal, can } from '../domain/rights';
import type { Command, EntityRef } from './command';
import { type ItemArea, itemCommands } from './item-commands';
import { entityPageCommand, itemLink } from './page-command';

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

/** The items' commands (administrators.new, administrators.view, administrators.edit, administrators.delete): commands/item-commands.ts. */
const ADMINISTRATOR = {
  ids: 'administrators',
  collection: 'administrators',
  scope: 'administrator',
  list: '/beheerders',
  resource: 'administrators',
  messages: administratorMessages,
} as const satisfies ItemArea;

export const {
  new: addAdministratorCommand,
  view: viewAdministratorCommand,
  edit: editAdministratorCommand,
  delete: deleteAdministratorCommand,
} = itemCommands(ADMINISTRATOR, {
  new: {
    title: 'Beheerder toevoegen',
    keywords: { nl: ['beheerder', 'toevoegen', 'medewerker'], en: ['administrator', 'admin'] },
    access: { right: 'beheerders_toevoegen' },
  },
  view: {
    title: 'Beheerder bekijken',
    keywords: { nl: ['beheerder'], en: ['details', 'administrator', 'admin'] },
    access: { right: 'beheerders_inzien' },
  },
  edit: {
    title: 'Beheerder bewerken',
    keywords: { nl: ['aanpassen', 'beheerder'], en: ['update', 'administrator', 'admin'] },
    access: {},
    appliesTo: mayEdit,
  },
  delete: {
    title: 'Beheerder verwijderen',
    keywords: { nl: ['beheerder', 'medewerker'], en: ['administrator', 'admin'] },
    access: { right: 'beheerders_verwijderen' },
    question: (entity) => `Beheerder ${entity.label} verwijderen?`,
  },
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
