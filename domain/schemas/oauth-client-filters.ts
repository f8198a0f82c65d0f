import * as v from 'valibot';
import { OAUTH_CLIENT_ROLES } from '../enums';
import { dutchString, maxChars, msg } from './rules';

// The OAuth client list's filter apart from the client body (oauth-client.ts): the route search
// loads at startup (initial JS budget, decision 270).

export const OAuthClientListFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  rol: v.optional(v.picklist(OAUTH_CLIENT_ROLES, msg.invalid)),
});
export type OAuthClientListFilter = v.InferOutput<typeof OAuthClientListFilterSchema>;

export const OAUTH_CLIENT_SORT_FIELDS = ['clientId', 'displayName', 'rol', 'id', 'updatedAt'] as const;
