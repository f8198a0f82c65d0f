import { roleMessages } from '../domain/messages';
import { type Command, numericId } from './command';
import { deleteCommand } from './delete-command';

/** The roles area's commands (spec 001 §2): list, new, edit, delete. */

export const addRoleCommand: Command = {
  id: 'roles.new',
  title: 'Rol toevoegen',
  keywords: {
    nl: ['nieuw', 'rol', 'toevoegen', 'rechten'],
    en: ['new', 'add', 'create', 'role', 'rights', 'permissions'],
  },
  group: 'Acties',
  access: { right: 'rollen_toevoegen' },
  target: { kind: 'route', link: { to: '/rollen/new' } },
};

export const editRoleCommand: Command = {
  id: 'roles.edit',
  icon: 'edit',
  title: 'Rol bewerken',
  keywords: {
    nl: ['bewerken', 'wijzigen', 'rol', 'rechten'],
    en: ['edit', 'change', 'role', 'rights', 'permissions'],
  },
  group: 'Dit item',
  access: { right: 'rollen_aanpassen' },
  scope: 'role',
  shortcut: 'e',
  target: { kind: 'route', link: (entity) => ({ to: '/rollen/$id/edit', params: numericId(entity) }) },
};

export const deleteRoleCommand = deleteCommand({
  id: 'roles.delete',
  title: 'Rol verwijderen',
  keywords: { nl: ['rol', 'rechten'], en: ['role', 'permissions'] },
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
  list: { to: '/rollen' },
});

export function roleCommands(): Command[] {
  return [addRoleCommand, editRoleCommand, deleteRoleCommand];
}
