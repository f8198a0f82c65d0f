import { dropProviderCacheCall } from '../domain/api-calls';
import { oauthClientMessages } from '../domain/messages';
import { PRODUCT_KEY } from '../domain/product';
import type { Right } from '../domain/rights';
import type { ActionContext, Command, EntityRef } from './command';
import { type ItemArea, itemCommands } from './item-commands';
import { messageOf } from './row-action';

/**
 * The OAuth clients' commands (spec 001 §2): list, new and delete. The secret reset stays on the
 * edit screen: its answer is a secret shown once, which belongs on that screen, not in a toast.
 */

const RIGHT = `oauthclients_${PRODUCT_KEY}` as Right;

/**
 * After the delete the identity provider drops its cached copy of the client (its label is the
 * clientId); a failure there is a toast of its own, the client is gone either way.
 */
async function dropFromProviderCache(context: ActionContext, client: EntityRef): Promise<void> {
  try {
    // The provider's cache is not a console query: nothing on screen changes.
    await context.call(dropProviderCacheCall(client.label), []);
  } catch (error) {
    context.notify.error(oauthClientMessages.cacheRemovalFailed(messageOf(error)));
  }
}

/** The items' commands (oauthclients.new, oauthclients.edit, oauthclients.delete): commands/item-commands.ts. */
const OAUTH_CLIENT = {
  ids: 'oauthclients',
  collection: 'oauthclients',
  scope: 'oauthClient',
  list: '/oauthclients',
  resource: 'oauthClients',
  messages: oauthClientMessages,
} as const satisfies ItemArea;

export const {
  new: addOAuthClientCommand,
  edit: editOAuthClientCommand,
  delete: deleteOAuthClientCommand,
} = itemCommands(OAUTH_CLIENT, {
  new: {
    title: 'OAuth client toevoegen',
    keywords: { nl: ['oauth', 'client', 'toevoegen', 'koppeling'], en: ['app', 'integration'] },
    access: { right: RIGHT },
  },
  edit: {
    title: 'OAuth client bewerken',
    keywords: { nl: ['oauth', 'client', 'geheim'], en: ['secret', 'app', 'redirect'] },
    access: { right: RIGHT },
  },
  delete: {
    title: 'OAuth client verwijderen',
    keywords: { nl: ['oauth', 'client', 'koppeling'], en: ['app', 'integration'] },
    access: { right: RIGHT },
    question: (entity) => `OAuth client ${entity.label} verwijderen?`,
    afterDelete: dropFromProviderCache,
  },
});

export function oauthClientCommands(): Command[] {
  return [addOAuthClientCommand, editOAuthClientCommand, deleteOAuthClientCommand];
}
