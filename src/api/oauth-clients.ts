/** The OAuth client calls (spec 000 §7, 001 §7): list, item, save, delete, secret reset, IdP cache removal. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { dropProviderCacheCall } from '../../domain/api-calls';
import { oauthClientMessages } from '../../domain/messages';
import {
  type OAuthClient,
  type OAuthClientBody,
  OAuthClientSchema,
  OAuthClientSecretSchema,
} from '../../domain/schemas/oauth-client';
import type { OAuthClientListFilter } from '../../domain/schemas/oauth-client-filters';
import { jsonBody } from './accounts-json';
import { useApi } from './api-context';
import type { HttpClient } from './http-client';
import type { ListSource } from './list';
import { itemWriteKeys, resourceKeys } from './query-keys';
import { sendCall } from './send-call';
import { useWrite } from './use-write';

export const oauthClientKeys = resourceKeys('oauthclients');

export const DEFAULT_OAUTH_CLIENT_SORT = 'ASC-clientId';

export function useOAuthClientListSource(
  filter: OAuthClientListFilter,
  sort: string,
): ListSource<OAuthClient> {
  const client = useApi();
  const key = JSON.stringify([filter, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value.
  return useMemo(
    () => ({
      queryKey: oauthClientKeys.list({ filter, sort }),
      fetchPage: (range, signal) =>
        client.getList('oauthclients', OAuthClientSchema, { range, sort, params: filter, signal }),
    }),
    [client, key],
  );
}

export function oauthClientOptions(client: HttpClient, id: number) {
  return queryOptions({
    queryKey: oauthClientKeys.detail(id),
    queryFn: ({ signal }) => client.get(`oauthclients/${id}`, OAuthClientSchema, { signal }),
  });
}

export function useOAuthClient(id: number): OAuthClient {
  return useSuspenseQuery(oauthClientOptions(useApi(), id)).data;
}

/** Saves an OAuth client: its detail and the client lists. */
export function useSaveOAuthClient(id: number | null) {
  return useWrite({
    write: (client, body: OAuthClientBody) => saveOAuthClient(client, id, body),
    changes: (saved) => itemWriteKeys(oauthClientKeys, saved.id),
    texts: {
      saving: 'Aan het opslaan...',
      saved: 'De OAuthClient is opgeslagen.',
      failed: oauthClientMessages.saveFailed,
    },
  });
}

export async function saveOAuthClient(
  client: HttpClient,
  id: number | null,
  body: OAuthClientBody,
): Promise<OAuthClient> {
  const response = await client.request(id === null ? 'oauthclients' : `oauthclients/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    ...jsonBody(body),
  });
  return v.parse(OAuthClientSchema, await response.json());
}

/** GET oauthclients/{id}/reset: the new secret, shown once. */
export async function resetOAuthClientSecret(client: HttpClient, id: number): Promise<string> {
  return (await client.get(`oauthclients/${id}/reset`, OAuthClientSecretSchema)).clientsecret;
}

/** DELETE cache/{id} at the identity provider: the old client leaves its cache. */
export async function removeOAuthClientFromCache(client: HttpClient, clientId: string): Promise<void> {
  await sendCall(client, dropProviderCacheCall(clientId));
}
