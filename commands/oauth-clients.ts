import { oauthClientMessages } from '../domain/messages';
import { PRODUCT_KEY } from '../domain/product';
import type { Right } from '../domain/rights';
import type { Command } from './command';

/**
 * The OAuth clients' commands (spec 001 §2): list, new and delete. The secret reset stays on the
 * edit screen: its answer is a secret shown once, which belongs on that screen, not in a toast.
 */

const RIGHT = `oauthclients_${PRODUCT_KEY}` as Right;

export const addOAuthClientCommand: Command = {
  id: 'oauthclients.new',
  title: 'OAuth client toevoegen',
  keywords: ['nieuw', 'oauth', 'client', 'toevoegen', 'new'],
  group: 'Acties',
  access: { right: RIGHT },
  target: { kind: 'route', path: '/oauthclients/new' },
};

/**
 * Deletes the OAuth client in view (its label is the clientId) through the shared delete flow,
 * then has the identity provider drop its cached copy: a failure there is a toast of its own, the
 * client is gone either way. Then back to the list.
 */
export const deleteOAuthClientCommand: Command = {
  id: 'oauthclients.delete',
  title: 'OAuth client verwijderen',
  keywords: ['verwijderen', 'delete', 'remove', 'oauth', 'client'],
  group: 'Dit item',
  access: { right: RIGHT },
  scope: 'oauthClient',
  target: {
    kind: 'action',
    confirm: (entity) => (entity ? `OAuth client ${entity.label} verwijderen?` : 'OAuth client verwijderen'),
    async run(context, { entity }) {
      if (!entity) return;
      const deleted = await context.remove(`oauthclients/${encodeURIComponent(entity.id)}`, {
        success: 'De OAuthClient is verwijderd.',
        failed: oauthClientMessages.deleteFailed,
      });
      if (!deleted) return;
      try {
        await context.call('DELETE', `../idp/cache/${encodeURIComponent(entity.label)}`);
      } catch (error) {
        context.notify.error(
          oauthClientMessages.cacheRemovalFailed(error instanceof Error ? error.message : String(error)),
        );
      }
      context.navigate('/oauthclients');
    },
  },
};

export function oauthClientCommands(): Command[] {
  return [addOAuthClientCommand, deleteOAuthClientCommand];
}
