import { dropProviderCacheCall } from '../domain/api-calls';
import { oauthClientMessages } from '../domain/messages';
import { PRODUCT_KEY } from '../domain/product';
import type { Right } from '../domain/rights';
import { type ActionContext, type Command, type EntityRef, numericId } from './command';
import { deleteCommand } from './delete-command';

/**
 * The OAuth clients' commands (spec 001 §2): list, new and delete. The secret reset stays on the
 * edit screen: its answer is a secret shown once, which belongs on that screen, not in a toast.
 */

const RIGHT = `oauthclients_${PRODUCT_KEY}` as Right;

export const addOAuthClientCommand: Command = {
  id: 'oauthclients.new',
  title: 'OAuth client toevoegen',
  keywords: {
    nl: ['nieuw', 'oauth', 'client', 'toevoegen', 'koppeling'],
    en: ['new', 'add', 'create', 'app', 'integration'],
  },
  group: 'Acties',
  access: { right: RIGHT },
  target: { kind: 'route', link: { to: '/oauthclients/new' } },
};

export const editOAuthClientCommand: Command = {
  id: 'oauthclients.edit',
  icon: 'edit',
  title: 'OAuth client bewerken',
  keywords: {
    nl: ['bewerken', 'wijzigen', 'oauth', 'client', 'geheim'],
    en: ['edit', 'change', 'secret', 'app', 'redirect'],
  },
  group: 'Dit item',
  access: { right: RIGHT },
  scope: 'oauthClient',
  shortcut: 'e',
  target: { kind: 'route', link: (entity) => ({ to: '/oauthclients/$id/edit', params: numericId(entity) }) },
};

/**
 * After the delete the identity provider drops its cached copy of the client (its label is the
 * clientId); a failure there is a toast of its own, the client is gone either way.
 */
async function dropFromProviderCache(context: ActionContext, client: EntityRef): Promise<void> {
  try {
    // The provider's cache is not a console query: nothing on screen changes.
    await context.call(dropProviderCacheCall(client.label), []);
  } catch (error) {
    context.notify.error(
      oauthClientMessages.cacheRemovalFailed(error instanceof Error ? error.message : String(error)),
    );
  }
}

export const deleteOAuthClientCommand = deleteCommand({
  id: 'oauthclients.delete',
  title: 'OAuth client verwijderen',
  keywords: { nl: ['oauth', 'client', 'koppeling'], en: ['app', 'integration'] },
  access: { right: RIGHT },
  scope: 'oauthClient',
  apiPath: (entity) => `oauthclients/${encodeURIComponent(entity.id)}`,
  resource: 'oauthClients',
  question: (entity) => `OAuth client ${entity.label} verwijderen?`,
  texts: { success: oauthClientMessages.deleted, failed: oauthClientMessages.deleteFailed },
  list: { to: '/oauthclients' },
  afterDelete: dropFromProviderCache,
});

export function oauthClientCommands(): Command[] {
  return [addOAuthClientCommand, editOAuthClientCommand, deleteOAuthClientCommand];
}
