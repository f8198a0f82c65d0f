import {
  OAuthClientBodySchema,
  OAuthClientSchema,
  OAuthClientSecretSchema,
} from '../../../domain/schemas/oauth-client';
import {
  OAUTH_CLIENT_SORT_FIELDS,
  OAuthClientListFilterSchema,
} from '../../../domain/schemas/oauth-client-filters';
import type { ApiOperation } from '../../openapi/operation';
import { OAUTH_CLIENT_RIGHT } from './routes';

/** /api/oauthclients as OpenAPI describes it (routes.ts). */
export const oauthClientOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/oauthclients',
    summary: 'OAuth-clients',
    description: 'Lists OAuth clients; a publisher-bound administrator sees their publisher’s only.',
    access: OAUTH_CLIENT_RIGHT,
    query: OAuthClientListFilterSchema,
    list: { sort: OAUTH_CLIENT_SORT_FIELDS },
    reply: OAuthClientSchema,
  },
  {
    method: 'post',
    path: '/oauthclients',
    summary: 'OAuth-client toevoegen',
    description: 'Creates an OAuth client.',
    access: OAUTH_CLIENT_RIGHT,
    body: OAuthClientBodySchema,
    reply: OAuthClientSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/oauthclients/{id}',
    summary: 'OAuth-client',
    description: 'One OAuth client, without its secret.',
    access: OAUTH_CLIENT_RIGHT,
    reply: OAuthClientSchema,
  },
  {
    method: 'get',
    path: '/oauthclients/{id}/reset',
    summary: 'Client secret opnieuw instellen',
    description: 'Sets a new client secret and answers it once; only its hash is kept.',
    access: OAUTH_CLIENT_RIGHT,
    reply: OAuthClientSecretSchema,
  },
  {
    method: 'put',
    path: '/oauthclients/{id}',
    summary: 'OAuth-client aanpassen',
    description: 'Changes an OAuth client.',
    access: OAUTH_CLIENT_RIGHT,
    body: OAuthClientBodySchema,
    reply: OAuthClientSchema,
  },
  {
    method: 'delete',
    path: '/oauthclients/{id}',
    summary: 'OAuth-client verwijderen',
    description: 'Deletes an OAuth client.',
    access: OAUTH_CLIENT_RIGHT,
  },
];
