import { describe, expect, it } from 'vitest';
import { type EntityRef, linkOf } from './command';
import { itemCommands } from './item-commands';
import { ROLE as ROLE_AREA } from './roles';

const role: EntityRef = { kind: 'role', id: '7', label: 'Support' };
// The roles area (commands/roles.ts), with toasts of its own to tell them apart.
const ROLE = { ...ROLE_AREA, messages: { deleted: 'Weg', deleteFailed: 'Mislukt' } };
const row = (title: string) => ({ title, keywords: { nl: ['rol'], en: ['role'] }, access: {} });

describe("an area's item commands follow from the area", () => {
  const commands = itemCommands(ROLE, {
    new: row('Rol toevoegen'),
    edit: row('Rol bewerken'),
    delete: { ...row('Rol verwijderen'), question: (entity) => `De rol '${entity.label}' verwijderen?` },
  });

  it("take their ids from the area's own prefix and their pages from the list", () => {
    expect([commands.new.id, commands.edit.id, commands.delete.id]).toEqual([
      'roles.new',
      'roles.edit',
      'roles.delete',
    ]);
    // Typed: the sheet, 'Dit item' and the rows name one command by one literal id.
    const edit: 'roles.edit' = commands.edit.id;
    // @ts-expect-error: the edit command is not roles.delete
    const wrong: 'roles.delete' = commands.edit.id;
    expect([edit, wrong]).toEqual(['roles.edit', 'roles.edit']);
    expect(linkOf(commands.new, undefined)).toEqual({ to: '/rollen/new' });
    expect(linkOf(commands.edit, role)).toEqual({ to: '/rollen/$id/edit', params: { id: 7 } });
    expect(commands.edit).toMatchObject({ scope: 'role', icon: 'edit', shortcut: 'e', group: 'Dit item' });
  });

  it('keep their ids when the API collection is named otherwise (ids are kept in the palette habits)', () => {
    const renamed = itemCommands({ ...ROLE, collection: 'role-definitions' }, { edit: row('Rol bewerken') });
    expect(renamed.edit.id).toBe('roles.edit');
  });

  it("put the words of their kind before the row's own", () => {
    expect(commands.new.keywords).toEqual({ nl: ['nieuw', 'rol'], en: ['new', 'add', 'create', 'role'] });
    expect(commands.delete.keywords.nl).toEqual(['verwijderen', 'wissen', 'rol']);
  });

  it('delete the item in the collection and return to the list', async () => {
    const removed: unknown[] = [];
    const went: unknown[] = [];
    const target = commands.delete.target;
    if (target.kind !== 'action') throw new Error('a delete is an action');
    expect(target.confirm?.(role)).toBe("De rol 'Support' verwijderen?");
    await target.run(
      {
        remove: async (...args: unknown[]) => removed.push(args) > 0,
        navigate: (...args: unknown[]) => went.push(args),
      } as never,
      { entity: role, args: {} },
    );
    expect(removed).toEqual([
      ['roles/7', { success: 'Weg', failed: 'Mislukt' }, { deleted: { resource: 'roles', id: '7' } }],
    ]);
    expect(went).toEqual([[{ to: '/rollen' }, { unlessOnIt: true }]]);
  });

  it("offer an overview only where the list's items have one", () => {
    // @ts-expect-error: roles have no /rollen/$id/extended-view
    itemCommands(ROLE, { view: row('Rol bekijken') });
    const products = {
      ...ROLE,
      ids: 'products',
      collection: 'products',
      scope: 'product',
      list: '/producten',
    } as const;
    const { view } = itemCommands(products, { view: row('Product bekijken') });
    expect(linkOf(view, { kind: 'product', id: '3', label: 'P' })).toEqual({
      to: '/producten/$id/extended-view',
      params: { id: 3 },
    });
  });
});
