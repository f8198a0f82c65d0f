import { describe, expect, it } from 'vitest';
import { closeSupportEntryCall, dropProviderCacheCall, resendAllToPriusCall } from '../domain/api-calls';
import { PRODUCT_KEY } from '../domain/product';
import { availableCommands } from './available';
import { COMMANDS } from './catalog';
import type { ActionContext, Command, EntityRef } from './command';
import { deleteOAuthClientCommand } from './oauth-clients';
import { resendAllToPriusCommand } from './orders';
import { deleteRoleCommand } from './roles';
import type { RouteLink } from './route-link';
import { closeSupportTicketCommand } from './support-entries';

type Recorded = ActionContext & {
  visited: RouteLink[];
  calls: unknown[][];
  removed: unknown[][];
  notes: string[];
};

function context(
  rechten: string[],
  answers: { call?: unknown; callFails?: boolean; removed?: boolean } = {},
) {
  const ctx: Recorded = {
    visited: [],
    calls: [],
    removed: [],
    notes: [],
    admin: { id: 1, rechten: rechten as ActionContext['admin']['rechten'], uitgeverId: null },
    navigate: (to) => void ctx.visited.push(to),
    confirm: async () => true,
    notify: {
      success: (text) => void ctx.notes.push(`ok: ${text}`),
      error: (text) => void ctx.notes.push(`fout: ${text}`),
    },
    // The recorded answer stands in for what the call's schema reads from the server.
    call: (async (...args) => {
      ctx.calls.push(args);
      if (answers.callFails) throw new Error('Melding bestaat niet.');
      return answers.call ?? null;
    }) as ActionContext['call'],
    download: async () => {},
    remove: async (...args) => {
      ctx.removed.push(args);
      return answers.removed ?? true;
    },
  };
  return ctx;
}

async function run(
  command: Command,
  ctx: ActionContext,
  input: { entity?: EntityRef; args?: Record<string, string> },
) {
  if (command.target.kind !== 'action') throw new Error('action expected');
  await command.target.run(ctx, { args: {}, ...input });
}

const ROLE: EntityRef = { kind: 'role', id: '4', label: 'Supportdesk' };

describe('commands that call the API', () => {
  it('deletes the role in view through the shared delete flow and returns to the list', async () => {
    const ctx = context(['rollen_verwijderen']);
    if (deleteRoleCommand.target.kind !== 'action') throw new Error('action expected');
    expect(deleteRoleCommand.target.confirm?.(ROLE)).toBe("De rol 'Supportdesk' verwijderen?");
    await run(deleteRoleCommand, ctx, { entity: ROLE });
    expect(ctx.removed).toEqual([
      [
        'roles/4',
        {
          progress: 'Aan het verwijderen..',
          success: 'De rol is verwijderd.',
          failed: 'Deze rol kan nu niet worden verwijderd',
        },
        { deleted: { resource: 'roles', id: '4' } },
      ],
    ]);
    expect(ctx.visited).toEqual([{ to: '/rollen' }]);
  });

  it('stays on the item when the delete is refused (409 or failure)', async () => {
    const ctx = context(['rollen_verwijderen'], { removed: false });
    await run(deleteRoleCommand, ctx, { entity: ROLE });
    expect(ctx.visited).toEqual([]);
  });

  it('offers delete commands only with their right and an entity of their kind in view', () => {
    const ids = (rechten: string[], entity?: EntityRef) =>
      availableCommands(COMMANDS, context(rechten).admin, entity).map((command) => command.id);
    expect(ids(['rollen_verwijderen'], ROLE)).toContain('roles.delete');
    expect(ids(['rollen_inzien'], ROLE)).not.toContain('roles.delete');
    expect(ids(['rollen_verwijderen'])).not.toContain('roles.delete');
    const admin: EntityRef = { kind: 'administrator', id: '2', label: 'Sam' };
    expect(ids(['beheerders_verwijderen'], admin)).toContain('administrators.delete');
    const organisation: EntityRef = {
      kind: 'organisation',
      id: '9',
      label: 'De Regenboog',
      types: ['School'],
    };
    expect(ids(['organisaties_verwijderen'], organisation)).toContain('organisations.delete');
    // A publisher or distributor also needs the publishers right (issue 18 A4); unknown types too.
    const publisher: EntityRef = { ...organisation, types: ['Uitgever'] };
    expect(ids(['organisaties_verwijderen'], publisher)).not.toContain('organisations.delete');
    const { types: _unknown, ...unknown } = organisation;
    expect(ids(['organisaties_verwijderen'], unknown)).not.toContain('organisations.delete');
    expect(
      ids(['organisaties_verwijderen', 'organisaties_uitgevers_distributeurs_leskluis'], publisher),
    ).toContain('organisations.delete');
  });

  it('deletes the OAuth client in view, drops it from the provider cache and returns to the list', async () => {
    const client: EntityRef = { kind: 'oauthClient', id: '12', label: 'schoolapp' };
    const right = `oauthclients_${PRODUCT_KEY}`;
    if (deleteOAuthClientCommand.target.kind !== 'action') throw new Error('action expected');
    expect(deleteOAuthClientCommand.target.confirm?.(client)).toBe('OAuth client schoolapp verwijderen?');
    const ctx = context([right]);
    await run(deleteOAuthClientCommand, ctx, { entity: client });
    expect(ctx.removed).toEqual([
      [
        'oauthclients/12',
        { success: 'De OAuthClient is verwijderd.', failed: 'De OAuthClient kon niet worden verwijderd.' },
        { deleted: { resource: 'oauthClients', id: '12' } },
      ],
    ]);
    expect(ctx.calls).toEqual([[dropProviderCacheCall('schoolapp'), []]]);
    expect(dropProviderCacheCall('schoolapp')).toMatchObject({
      method: 'DELETE',
      path: '../idp/cache/schoolapp',
    });
    expect(ctx.visited).toEqual([{ to: '/oauthclients' }]);

    // A cache that cannot be reached is a toast of its own; the client is gone, so back to the list.
    const cacheDown = context([right], { callFails: true });
    await run(deleteOAuthClientCommand, cacheDown, { entity: client });
    expect(cacheDown.notes).toEqual([
      'fout: Er trad een fout op bij het verwijderen van de oude OAuthClient uit de cache. Foutmelding: Melding bestaat niet.',
    ]);
    expect(cacheDown.visited).toEqual([{ to: '/oauthclients' }]);

    // A refused delete leaves the cache alone and stays on the client.
    const refused = context([right], { removed: false });
    await run(deleteOAuthClientCommand, refused, { entity: client });
    expect(refused.calls).toEqual([]);
    expect(refused.visited).toEqual([]);

    const ids = (rechten: string[], entity?: EntityRef) =>
      availableCommands(COMMANDS, context(rechten).admin, entity).map((command) => command.id);
    expect(ids([right], client)).toContain('oauthclients.delete');
    expect(ids(['rollen_verwijderen'], client)).not.toContain('oauthclients.delete');
    expect(ids([right])).not.toContain('oauthclients.delete');
  });

  it('resends every failed order line to Prius and reports the count, or the spec text', async () => {
    const ok = context(['retry_prius_order'], { call: { requeued: 3 } });
    await run(resendAllToPriusCommand, ok, {});
    expect(ok.calls).toEqual([[resendAllToPriusCall, [{ resource: 'orders' }]]]);
    expect(ok.notes).toEqual(['ok: 3 orderregel(s) klaargezet voor Prius.']);

    const failed = context(['retry_prius_order'], { callFails: true });
    await run(resendAllToPriusCommand, failed, {});
    expect(failed.notes).toEqual(['fout: Er is iets misgegaan met het klaarzetten voor prius']);
  });

  it('closes a support ticket by its key', async () => {
    const ctx = context(['support_afmelden']);
    await run(closeSupportTicketCommand, ctx, { args: { key: ' SUP-10001 ' } });
    expect(ctx.calls).toEqual([[closeSupportEntryCall('SUP-10001'), [{ resource: 'supportEntries' }]]]);
    expect(closeSupportEntryCall('SUP-10001')).toMatchObject({
      method: 'PUT',
      path: 'supportentries',
      body: { key: 'SUP-10001' },
    });
    expect(ctx.notes).toEqual(['ok: De melding is afgemeld.']);

    const unknown = context(['support_afmelden'], { callFails: true });
    await run(closeSupportTicketCommand, unknown, { args: { key: 'SUP-0' } });
    expect(unknown.notes).toEqual(['fout: De melding kon niet worden afgemeld: Melding bestaat niet.']);
  });
});
