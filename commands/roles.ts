import { roleMessages } from '../domain/messages';
import type { Command, EntityRef } from './command';
import { deleteCommand } from './delete-command';

/** The roles area's commands (spec 001 §2): list, new, edit, delete. */

const idOf = (entity: EntityRef) => ({ id: entity.id });

export const addRoleCommand: Command = {
  id: 'roles.new',
  title: 'Rol toevoegen',
  keywords: ['nieuw', 'rol', 'toevoegen', 'rechten', 'new role'],
  group: 'Acties',
  access: { right: 'rollen_toevoegen' },
  target: { kind: 'route', path: '/rollen/new' },
};

export const editRoleCommand: Command = {
  id: 'roles.edit',
  title: 'Rol bewerken',
  keywords: ['bewerken', 'wijzigen', 'rol', 'rechten', 'edit'],
  group: 'Dit item',
  access: { right: 'rollen_aanpassen' },
  scope: 'role',
  shortcut: 'e',
  target: { kind: 'route', path: '/rollen/{id}/edit', params: idOf },
};

export const deleteRoleCommand = deleteCommand({
  id: 'roles.delete',
  title: 'Rol verwijderen',
  keywords: ['rol', 'role'],
  access: { right: 'rollen_verwijderen' },
  scope: 'role',
  apiPath: (entity) => `roles/${encodeURIComponent(entity.id)}`,
  resource: 'roles',
  question: (entity) => `De rol '${entity.label}' verwijderen?`,
  texts: {
    progress: roleMessages.deleting,
    success: roleMessages.deleted,
    failed: roleMessages.deleteFailed,
  },
  listPath: '/rollen',
});

export function roleCommands(): Command[] {
  return [addRoleCommand, editRoleCommand, deleteRoleCommand];
}
