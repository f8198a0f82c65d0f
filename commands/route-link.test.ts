import { describe, expect, it } from 'vitest';
import { editAccountCommand, mergeAccountsCommand } from './accounts';
import { COMMANDS } from './catalog';
import { linkOf } from './command';
import { pathOf, type RouteLink } from './route-link';
import { entryAtRouterPath } from './route-table';

// Compile-time checks (run by `npm run check`): the router's types refuse a wrong target.
const wrong: RouteLink[] = [
  // @ts-expect-error a path the router does not have
  { to: '/acounts/new' },
  // @ts-expect-error a route param left out
  { to: '/accounts/$id/edit' },
  // @ts-expect-error a param of the wrong type (the route parses ids to numbers)
  { to: '/accounts/$id/edit', params: { id: '5' } },
  // @ts-expect-error a search field the route's validateSearch does not know
  { to: '/tlinks', search: { nope: 1 } },
];

describe('typed command targets', () => {
  it('keeps the compile-time examples out of the runtime', () => {
    expect(wrong).toHaveLength(4);
  });

  it('fills a link’s params into its path, encoded', () => {
    expect(pathOf({ to: '/accounts/$id/edit', params: { id: 5 } })).toBe('/accounts/5/edit');
    expect(pathOf({ to: '/tlinks/code/$code', params: { code: 'AB 12' } })).toBe('/tlinks/code/AB%2012');
    expect(pathOf({ to: '/accounts', search: { input: 'x' } })).toBe('/accounts');
  });

  it('makes a scoped command’s link from an entity of its kind only', () => {
    const account = { kind: 'account', id: '12', label: 'Jan' } as const;
    expect(linkOf(editAccountCommand, account)).toEqual({ to: '/accounts/$id/edit', params: { id: 12 } });
    expect(linkOf(editAccountCommand, { ...account, kind: 'tlink' })).toBeNull();
    expect(linkOf(editAccountCommand, undefined)).toBeNull();
    expect(linkOf(mergeAccountsCommand, undefined)).toEqual({ to: '/accounts/merge' });
  });

  it('sends every route command to a route of the route table', () => {
    const outside = COMMANDS.flatMap((command) => {
      const entity = command.scope ? { kind: command.scope, id: '12', label: 'x' } : undefined;
      const link = linkOf(command, entity);
      return link && !entryAtRouterPath(link.to) ? [`${command.id} -> ${link.to}`] : [];
    });
    expect(outside).toEqual([]);
  });
});
