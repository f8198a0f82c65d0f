import { roleMessages } from '../domain/messages';
import type { Command } from './command';
import { type ItemArea, itemCommands } from './item-commands';

/** The roles area's commands (spec 001 §2): new, edit, delete. */

/** The items' commands (roles.new, roles.edit, roles.delete): commands/item-commands.ts. */
export const ROLE = {
  ids: 'roles',
  collection: 'roles',
  scope: 'role',
  list: '/rollen',
  resource: 'roles',
  messages: roleMessages,
} as const satisfies ItemArea;

export const {
  new: addRoleCommand,
  edit: editRoleCommand,
  delete: deleteRoleCommand,
} = itemCommands(ROLE, {
  new: {
    title: 'Rol toevoegen',
    keywords: { nl: ['rol', 'toevoegen', 'rechten'], en: ['role', 'rights', 'permissions'] },
    access: { right: 'rollen_toevoegen' },
  },
  edit: {
    title: 'Rol bewerken',
    keywords: { nl: ['rol', 'rechten'], en: ['role', 'rights', 'permissions'] },
    access: { right: 'rollen_aanpassen' },
  },
  delete: {
    title: 'Rol verwijderen',
    keywords: { nl: ['rol', 'rechten'], en: ['role', 'permissions'] },
    access: { right: 'rollen_verwijderen' },
    question: (entity) => `De rol '${entity.label}' verwijderen?`,
  },
});

export function roleCommands(): Command[] {
  return [addRoleCommand, editRoleCommand, deleteRoleCommand];
}
