import { roleMessages } from '../domain/messages';
import type { Command } from './command';
import { deleteCommand } from './delete-command';
import { editCommand, newCommand } from './page-command';

/** The roles area's commands (spec 001 §2): list, new, edit, delete. */

export const addRoleCommand = newCommand({
  id: 'roles.new',
  title: 'Rol toevoegen',
  keywords: { nl: ['rol', 'toevoegen', 'rechten'], en: ['role', 'rights', 'permissions'] },
  access: { right: 'rollen_toevoegen' },
  link: { to: '/rollen/new' },
});

export const editRoleCommand = editCommand({
  id: 'roles.edit',
  title: 'Rol bewerken',
  keywords: { nl: ['rol', 'rechten'], en: ['role', 'rights', 'permissions'] },
  access: { right: 'rollen_aanpassen' },
  scope: 'role',
  page: '/rollen/$id/edit',
});

export const deleteRoleCommand = deleteCommand({
  id: 'roles.delete',
  title: 'Rol verwijderen',
  keywords: { nl: ['rol', 'rechten'], en: ['role', 'permissions'] },
  access: { right: 'rollen_verwijderen' },
  scope: 'role',
  collection: 'roles',
  resource: 'roles',
  question: (entity) => `De rol '${entity.label}' verwijderen?`,
  messages: roleMessages,
  list: { to: '/rollen' },
});

export function roleCommands(): Command[] {
  return [addRoleCommand, editRoleCommand, deleteRoleCommand];
}
