/** The accounts area's changing calls (spec 000 §7): save, merge, links and the IdP calls. */
import * as v from 'valibot';
import { resendConfirmationLinkCall } from '../../domain/api-calls';
import {
  accountAreaMessages,
  accountMessages,
  MERGE_PUBLISHER_SERVER_MESSAGES,
  mergeMessages,
} from '../../domain/messages';
import { type Account, AccountSchema } from '../../domain/schemas/account';
import type { AccountSaveInput } from '../../domain/schemas/account-form';
import { type MergeResult, MergeResultSchema } from '../../domain/schemas/account-merge';
import { accountKeys } from './accounts';
import { jsonBody } from './accounts-json';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { sendCall } from './send-call';
import { tlinkKeys } from './tlinks';
import { useWrite } from './use-write';

/** The identity-provider base: this server's /idp, next to the API base (decision 033). */
const IDP = '../idp';

/** Saves an account (its form): its detail with the overview's blocks, and the account lists. */
export function useSaveAccount() {
  return useWrite({
    write: saveAccount,
    changes: (saved) => itemWriteKeys(accountKeys, saved?.id),
    texts: {
      saving: accountMessages.saving,
      saved: accountMessages.saved,
      failed: accountMessages.saveFailed,
    },
  });
}

/** Sends the account's confirmation link again: its sent links (under its detail) change. */
export function useResendAccessUrl(accountId: number) {
  return useWrite({
    write: (client, accessUrlId?: number) => resendAccessUrl(client, accountId, accessUrlId),
    changes: () => [accountKeys.detail(accountId)],
    texts: {
      saving: accountAreaMessages.resending,
      saved: accountAreaMessages.resent,
      failed: accountMessages.resendFailed,
      failure: () => accountMessages.resendFailed,
    },
  });
}

/** Ends the account's sessions at the identity provider: nothing the console caches changes. */
export function useDestroySessions(accountId: number) {
  return useWrite({
    write: (client, _: undefined) => destroySessions(client, accountId),
    changes: () => [],
    texts: {
      saving: accountAreaMessages.endingSessions,
      saved: accountAreaMessages.sessionsEnded,
      failed: '',
      failure: (error) =>
        accountMessages.sessionDestroyFailed(accountId, error instanceof Error ? error.message : '...'),
    },
  });
}

/** POST accounts (new) or PUT accounts/{id}: answers the saved account. */
export async function saveAccount(
  client: HttpClient,
  body: AccountSaveInput & { id?: number | null },
): Promise<Account | null> {
  const isNew = body.id === undefined || body.id === null;
  const response = await client.request(isNew ? 'accounts' : `accounts/${body.id}`, {
    method: isNew ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  if (response.status === 204) return null;
  return v.parse(AccountSchema, await response.json());
}

/** The merge failure text of spec 000 §8. */
export function mergeFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if ((MERGE_PUBLISHER_SERVER_MESSAGES as readonly string[]).includes(message))
    return mergeMessages.otherPublisher;
  if (!message || (error instanceof ApiError && message === `HTTP ${error.status}`))
    return mergeMessages.failedWithoutMessage;
  return mergeMessages.failed(message);
}

/**
 * Merges the source account into the destination: the source is gone (its cache dropped), the
 * destination's overview and the account lists change, and so do the TLinks that moved with it.
 */
export function useMergeAccounts() {
  return useWrite({
    write: (client, { sourceId, destinationId }: { sourceId: number; destinationId: number }) =>
      mergeAccounts(client, sourceId, destinationId),
    removes: (_, { sourceId }) => [accountKeys.detail(sourceId)],
    changes: (_, { destinationId }) => [
      ...itemWriteKeys(accountKeys, destinationId),
      tlinkKeys.lists(),
      tlinkKeys.details(),
    ],
    texts: {
      saving: mergeMessages.merging,
      saved: mergeMessages.merged,
      failed: '',
      failure: mergeFailureText,
    },
  });
}

/** POST accounts/actions/merge */
export async function mergeAccounts(
  client: HttpClient,
  sourceAccountId: number,
  destinationAccountId: number,
): Promise<MergeResult> {
  const response = await client.request('accounts/actions/merge', {
    method: 'POST',
    ...jsonBody({ sourceAccountId, destinationAccountId }),
  });
  return v.parse(MergeResultSchema, await response.json());
}

/** POST account/resend at the identity provider: body accountId (and the link to resend). */
export async function resendAccessUrl(
  client: HttpClient,
  accountId: number,
  accessUrlId?: number,
): Promise<void> {
  await sendCall(client, resendConfirmationLinkCall(accountId, accessUrlId));
}

/** PUT account/destroy-session/{id} at the identity provider. */
export async function destroySessions(client: HttpClient, accountId: number): Promise<void> {
  await client.request(`${IDP}/account/destroy-session/${accountId}`, { method: 'PUT' });
}
