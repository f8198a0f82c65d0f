import * as v from 'valibot';
import { LicenseMessageSchema } from './schemas/eck';
import { PriusRequeuedSchema } from './schemas/order';
import { SupportEntrySchema } from './schemas/support-entry';
import { type TlinkBody, TlinkLicenseSchema } from './schemas/tlink';

/**
 * One write the console sends, declared once: method, path below the API base, JSON body and the
 * schema of the answer, whose output is the caller's result. A command sends it through
 * `ActionContext.call` (commands/ has no HTTP client), a write hook in src/api through `sendCall`
 * (src/api/send-call.ts); both read this declaration, so neither spells the path (decision 311).
 */
export type ApiCall<S extends v.GenericSchema = v.GenericSchema> = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  reply: S;
};

/** An answer the caller does not read (204, or an echo it has no use for). */
const Unread = v.unknown();

/** POST orderdetails/{id}/actions/resendToPrius: one failed order line back in the Prius outbox. */
export const resendToPriusCall = (orderLineId: number): ApiCall<typeof Unread> => ({
  method: 'POST',
  path: `orderdetails/${orderLineId}/actions/resendToPrius`,
  reply: Unread,
});

/** POST orderdetails/actions/resendAllToPrius: every failed line; answers how many went back. */
export const resendAllToPriusCall: ApiCall<typeof PriusRequeuedSchema> = {
  method: 'POST',
  path: 'orderdetails/actions/resendAllToPrius',
  reply: PriusRequeuedSchema,
};

/** PUT supportentries {key}: closes a support ticket, answers the closed ticket. */
export const closeSupportEntryCall = (key: string): ApiCall<typeof SupportEntrySchema> => ({
  method: 'PUT',
  path: 'supportentries',
  body: { key },
  reply: SupportEntrySchema,
});

/** DELETE cache/{clientId} at the identity provider, beside the API base (decision 033). */
export const dropProviderCacheCall = (clientId: string): ApiCall<typeof Unread> => ({
  method: 'DELETE',
  path: `../idp/cache/${encodeURIComponent(clientId)}`,
  reply: Unread,
});

/** PUT tlinklicenses/{id}: one licence's whole body (a bulk command changes one field of it). */
export const updateTlinkCall = (id: number, body: TlinkBody): ApiCall<typeof TlinkLicenseSchema> => ({
  method: 'PUT',
  path: `tlinklicenses/${id}`,
  body,
  reply: TlinkLicenseSchema,
});

/** POST generatelicensemessages/{id}/actions/retry: one failed licence message sent again (superuser). */
export const retryLicenseMessageCall = (id: number): ApiCall<typeof LicenseMessageSchema> => ({
  method: 'POST',
  path: `generatelicensemessages/${id}/actions/retry`,
  reply: LicenseMessageSchema,
});

/** DELETE accounts/{id} (superuser): a 409 names what blocks it; the account's licences are revoked. */
export const deleteAccountCall = (id: number): ApiCall<typeof Unread> => ({
  method: 'DELETE',
  path: `accounts/${id}`,
  reply: Unread,
});

/**
 * POST account/resend at the identity provider, beside the API base (decision 033): a new
 * confirmation link for the account, or the given link again.
 */
export const resendConfirmationLinkCall = (
  accountId: number,
  accessUrlId?: number,
): ApiCall<typeof Unread> => ({
  method: 'POST',
  path: '../idp/account/resend',
  body: accessUrlId === undefined ? { accountId } : { accountId, accessUrlId },
  reply: Unread,
});
