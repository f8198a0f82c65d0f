import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../domain/rights';
import { editAdministratorCommand } from './administrators';
import { availableCommands, entityCommands } from './available';
import { COMMANDS } from './catalog';
import type { Command } from './command';

const nav = (id: string, access: Command['access'], scope?: Command['scope']): Command => ({
  id,
  title: id,
  keywords: { nl: [], en: [] },
  group: 'Acties',
  access,
  ...(scope ? { scope } : {}),
  target: { kind: 'route', link: { to: '/home' } },
});

const support: AdminPrincipal = {
  id: 2,
  rechten: ['gebruikers_inzien', 'gebruikers_aanpassen'],
  uitgeverId: null,
};
const publisher: AdminPrincipal = { id: 3, rechten: ['gebruikers_inzien'], uitgeverId: 7 };
const superuser: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };

const commands = [
  nav('list', { right: 'gebruikers_inzien' }),
  nav('edit account', { right: 'gebruikers_aanpassen' }, 'account'),
  nav('merge history', { nonPublisherOnly: true }, 'account'),
  nav('audit', { superuserOnly: true }),
];

describe('available commands', () => {
  it('offers only what the administrator may run', () => {
    expect(availableCommands(commands, publisher, undefined).map((c) => c.id)).toEqual(['list']);
    expect(availableCommands(commands, superuser, undefined).map((c) => c.id)).toEqual(['list', 'audit']);
  });

  it('puts the commands of the entity in view first', () => {
    const entity = { kind: 'account' as const, id: '12', label: 'Jan' };
    expect(availableCommands(commands, support, entity).map((c) => c.id)).toEqual([
      'edit account',
      'merge history',
      'list',
    ]);
    expect(availableCommands(commands, publisher, entity).map((c) => c.id)).toEqual(['list']);
  });

  it('hides scoped commands when no entity of their kind is in view', () => {
    const tlink = { kind: 'tlink' as const, id: 'ABCD2345', label: 'ABCD2345' };
    expect(availableCommands(commands, superuser, tlink).map((c) => c.id)).toEqual(['list', 'audit']);
  });

  it("offers an entity's own commands only: its kind, its rules, no commands that ask for arguments", () => {
    const account = { kind: 'account' as const, id: '12', label: 'Jan' };
    const withArgs: Command = {
      ...nav('ask', {}, 'account'),
      target: { kind: 'action', args: [{ name: 'x', label: 'X' }], run: () => {} },
    };
    expect(entityCommands([...commands, withArgs], support, account).map((c) => c.id)).toEqual([
      'edit account',
      'merge history',
    ]);
    expect(entityCommands(COMMANDS, support, account).map((c) => c.id)).toEqual([
      'accounts.view',
      'accounts.edit',
      'accounts.pseudo-id',
      'accounts.resend',
    ]);
  });

  it('lets an administrator edit themselves without the right, and nobody else (appliesTo)', () => {
    const self = { kind: 'administrator' as const, id: '2', label: 'Sam' };
    const other = { ...self, id: '9' };
    const mayEdit = (admin: AdminPrincipal, entity: typeof self) =>
      entityCommands([editAdministratorCommand], admin, entity).length === 1;
    expect(mayEdit(support, self)).toBe(true);
    expect(mayEdit(support, other)).toBe(false);
    expect(mayEdit({ ...support, rechten: ['beheerders_aanpassen'] }, other)).toBe(true);
  });
});
