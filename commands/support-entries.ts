import { closeSupportEntryCall } from '../domain/api-calls';
import { supportMessages } from '../domain/messages';
import type { Command } from './command';
import { callCommand, messageOf } from './row-action';

/** Support tickets (decision 075): close one by its key, from anywhere or on the account it is about. */
export const closeSupportTicketCommand = callCommand({
  id: 'support.close',
  title: 'Supportmelding afmelden',
  keywords: {
    nl: ['supportmelding', 'melding', 'ticket', 'afmelden', 'sluiten'],
    en: ['support', 'close', 'resolve', 'ticket'],
  },
  access: { right: 'support_afmelden' },
  args: [
    {
      name: 'key',
      label: 'Kenmerk van de melding',
      placeholder: 'SUP-12345',
      validate: (value) => (value.trim() === '' ? 'Vul het kenmerk van de melding in.' : null),
    },
  ],
  async run(context, args) {
    const key = args.key?.trim();
    if (!key) return;
    await context.call(closeSupportEntryCall(key), [{ resource: 'supportEntries' }]);
    context.notify.success(supportMessages.closed);
  },
  failed: (error) => `${supportMessages.closeFailed}: ${messageOf(error)}`,
});

export function supportCommands(): Command[] {
  return [closeSupportTicketCommand];
}
