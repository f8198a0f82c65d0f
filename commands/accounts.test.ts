import { describe, expect, it } from 'vitest';
import { passes } from '../domain/rights';
import { accountCommands, accountTargetOf, deleteAccountCommand, pseudoIdCommand } from './accounts';

describe('accounts commands', () => {
  it('opens an account by id, e-mail or name ID', () => {
    expect(accountTargetOf(' 12345 ')).toEqual({ to: '/accounts/$id/extended-view', params: { id: 12345 } });
    expect(accountTargetOf('jan@school.nl')).toEqual({ to: '/accounts', search: { input: 'jan@school.nl' } });
    expect(accountTargetOf('knf-abcdef')).toEqual({ to: '/accounts', search: { userid: 'knf-abcdef' } });
    expect(accountTargetOf('ab')).toBeNull();
  });

  it('checks rights: delete is for superusers, pseudo ids not for publisher administrators', () => {
    const support = { id: 1, rechten: ['gebruikers_inzien', 'gebruikers_aanpassen'], uitgeverId: null };
    expect(passes(support, deleteAccountCommand.access)).toBe(false);
    expect(passes({ ...support, rechten: ['is_superuser'] }, deleteAccountCommand.access)).toBe(true);
    expect(passes(support, pseudoIdCommand.access)).toBe(true);
    expect(passes({ ...support, uitgeverId: 4 }, pseudoIdCommand.access)).toBe(false);
  });

  it('has unique ids', () => {
    const ids = accountCommands().map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
