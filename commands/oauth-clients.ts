import { PRODUCT_KEY } from '../domain/product';
import type { Right } from '../domain/rights';
import type { Command } from './command';

/** The OAuth clients' commands (spec 001 §2): list and new; edit, delete and the secret reset live on the edit screen. */

const RIGHT = `oauthclients_${PRODUCT_KEY}` as Right;

export const addOAuthClientCommand: Command = {
  id: 'oauthclients.new',
  title: 'OAuth client toevoegen',
  keywords: ['nieuw', 'oauth', 'client', 'toevoegen', 'new'],
  group: 'Acties',
  access: { right: RIGHT },
  target: { kind: 'route', path: '/oauthclients/new' },
};

export function oauthClientCommands(): Command[] {
  return [addOAuthClientCommand];
}
