import { retryLicenseMessageCall } from '../domain/api-calls';
import { canRetryLicenseMessage, type LicenseMessage } from '../domain/schemas/eck';
import { bulkCommand, counted } from './bulk';
import { throwWhenFailedAgain } from './license-messages';

/**
 * Retry the selected failed licence messages (issue 24; superuser, spec 001 §4): one POST
 * generatelicensemessages/{id}/actions/retry per message, the row action's own call, offered where
 * the row offers its retry (status Error after 5 or more attempts).
 */
export const retryLicenseMessagesCommand = bulkCommand<LicenseMessage>({
  id: 'licenseMessages.bulk.retry',
  title: 'Berichten opnieuw versturen',
  keywords: {
    nl: ['opnieuw', 'versturen', 'mislukt', 'licentiebericht'],
    en: ['retry', 'resend', 'failed', 'license message'],
  },
  rows: 'licenseMessage',
  access: { superuserOnly: true },
  confirm: (count) =>
    `${counted(count, 'mislukte licentiebericht wordt', 'mislukte licentieberichten worden')} opnieuw verstuurd.`,
  refusal: (message) => (canRetryLicenseMessage(message) ? null : 'is niet mislukt na 5 pogingen'),
  runRow: async (context, message) =>
    throwWhenFailedAgain(await context.call(retryLicenseMessageCall(message.id))),
  changes: [{ resource: 'licenseMessages' }],
  rowLabel: (message) => `Bericht ${message.referenceId}`,
});
