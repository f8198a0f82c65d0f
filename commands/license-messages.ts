import { retryLicenseMessageCall } from '../domain/api-calls';
import { retryMessages } from '../domain/messages';
import { canRetryLicenseMessage, type LicenseMessage } from '../domain/schemas/eck';
import type { Command, EntityRef } from './command';
import { rowActionCommand } from './row-action';

/** Licence message commands (spec 001 §4, superuser): the row's retry; the selection's is in bulk-license-messages.ts. */

/** The state a licence message's ref carries when its retry applies (status Error after 5 attempts). */
const RETRYABLE = 'retryable';

/** A licence message as the entity of a row: named by its reference, retryable or not. */
export function licenseMessageRef(message: LicenseMessage): EntityRef {
  return {
    kind: 'licenseMessage',
    id: String(message.id),
    label: message.referenceId,
    state: canRetryLicenseMessage(message) ? RETRYABLE : message.status,
  };
}

/** The server answers a retried message as it is after the attempt: still Error is a failure, with ECK's reason. */
export function throwWhenFailedAgain(after: LicenseMessage): void {
  if (after.status === 'Error') throw new Error(after.lastError ?? '');
}

/**
 * A row's 'Opnieuw versturen': the message to ECK once more. The server answers the message as it
 * is after the attempt; still Error is a failure, named by its reference.
 */
export const retryLicenseMessageCommand = rowActionCommand({
  id: 'licenseMessages.retry',
  icon: 'send',
  title: 'Opnieuw versturen',
  keywords: {
    nl: ['opnieuw', 'versturen', 'licentiebericht', 'mislukt'],
    en: ['retry', 'resend', 'license message'],
  },
  access: { superuserOnly: true },
  scope: 'licenseMessage',
  appliesTo: (_admin, message) => message.state === RETRYABLE,
  async run(context, message) {
    const after = await context.call(retryLicenseMessageCall(Number(message.id)), [
      { resource: 'licenseMessages' },
    ]);
    throwWhenFailedAgain(after);
    context.notify.success(retryMessages.licenseMessageSent);
  },
  failed: (message) => retryMessages.licenseMessageFailed(message.label),
});

export function licenseMessageCommands(): Command[] {
  return [retryLicenseMessageCommand];
}
