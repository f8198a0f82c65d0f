import { dropProviderCacheCall } from '../../domain/api-calls';
import { oauthClientMessages } from '../../domain/messages';
import {
  type OAuthClientBody,
  OAuthClientBodySchema,
  OAuthClientSchema,
  OAuthClientSecretSchema,
} from '../../domain/schemas/oauth-client';
import { OAuthClientListFilterSchema } from '../../domain/schemas/oauth-client-filters';
import type { HttpClient } from './http-client';
import { itemWriteKeys } from './query-keys';
import { restResource } from './resource';
import { sendCall } from './send-call';
import { useWrite } from './use-write';

const oauthClients = restResource('oauthclients', {
  item: OAuthClientSchema,
  filter: OAuthClientListFilterSchema,
  body: OAuthClientBodySchema,
});
export const oauthClientKeys = oauthClients.keys;

export const DEFAULT_OAUTH_CLIENT_SORT = 'ASC-clientId';

export const useOAuthClientListSource = oauthClients.useList;
export const oauthClientOptions = oauthClients.itemOptions;
export const useOAuthClient = oauthClients.useItem;

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

export const saveOAuthClient = oauthClients.save;

/** GET oauthclients/{id}/reset: the new secret, shown once. */
export async function resetOAuthClientSecret(client: HttpClient, id: number): Promise<string> {
  return (await client.get(`oauthclients/${id}/reset`, OAuthClientSecretSchema)).clientsecret;
}

/** DELETE cache/{id} at the identity provider: the old client leaves its cache. */
export async function removeOAuthClientFromCache(client: HttpClient, clientId: string): Promise<void> {
  await sendCall(client, dropProviderCacheCall(clientId));
}
