/** The accounts area's changing calls (spec 000 §7): save, delete, merge, links and the IdP calls. */
import * as v from 'valibot';
import { type Account, AccountSchema } from '../../domain/schemas/account';
import type { AccountSaveInput } from '../../domain/schemas/account-form';
import type { MergeResult } from '../../domain/schemas/account-merge';
import { jsonBody } from './accounts-json';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';

/** A blocking entity of a 409 on DELETE (spec 000 §7). */
export type BlockingEntity = { toString: string; entityType: string; id: number | string };

/** The identity-provider base: this server's /idp, next to the API base (decision 033). */
const IDP = '../idp';

/** POST accounts (new) or PUT accounts/{id}: answers the saved account. */
export async function saveAccount(
  client: HttpClient,
  body: AccountSaveInput & { id?: number | null },
): Promise<Account> {
  const isNew = body.id === undefined || body.id === null;
  const response = await client.request(isNew ? 'accounts' : `accounts/${body.id}`, {
    method: isNew ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  if (response.status === 204) return { id: 0 } as Account;
  return v.parse(v.looseObject({ ...AccountSchema.entries }), await response.json());
}

/** DELETE accounts/{id} (superuser); a 409 throws ApiError whose body lists the blockers. */
export async function deleteAccount(client: HttpClient, id: number): Promise<void> {
  await client.request(`accounts/${id}`, { method: 'DELETE' });
}

/** The blocking entities of a 409 ApiError (spec 000 §7 DELETE), or null for any other failure. */
export function blockingEntitiesOf(error: unknown): BlockingEntity[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body)) return null;
  return error.body.filter(
    (item): item is BlockingEntity => typeof item === 'object' && item !== null && 'entityType' in item,
  );
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
  return (await response.json()) as MergeResult;
}

/** DELETE accessurls/{id} */
export async function deleteAccessUrl(client: HttpClient, id: number): Promise<void> {
  await client.request(`accessurls/${id}`, { method: 'DELETE' });
}

/** POST account/resend at the identity provider: body accountId (and the link to resend). */
export async function resendAccessUrl(
  client: HttpClient,
  accountId: number,
  accessUrlId?: number,
): Promise<void> {
  await client.request(`${IDP}/account/resend`, {
    method: 'POST',
    ...jsonBody(accessUrlId === undefined ? { accountId } : { accountId, accessUrlId }),
  });
}

/** PUT account/destroy-session/{id} at the identity provider. */
export async function destroySessions(client: HttpClient, accountId: number): Promise<void> {
  await client.request(`${IDP}/account/destroy-session/${accountId}`, { method: 'PUT' });
}
