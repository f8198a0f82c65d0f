import { OAUTH_CLIENT_ROLES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { OAUTH_CLIENT_ROLE_LABELS } from '../../../domain/labels/organisations';
import {
  OAUTH_CLIENT_SORT_FIELDS,
  OAuthClientListFilterSchema,
} from '../../../domain/schemas/oauth-client-filters';
import { defineListFilters, selectFilter, textFilter } from '../../kit/list-filters';

/** The /oauthclients filters: text on client id and name, and the client's role. */
export const oauthClientFilters = defineListFilters(
  [
    textFilter('q', 'Zoeken'),
    selectFilter('rol', 'Rol', optionsOf(OAUTH_CLIENT_ROLES, OAUTH_CLIENT_ROLE_LABELS)),
  ],
  { schema: OAuthClientListFilterSchema, sortFields: OAUTH_CLIENT_SORT_FIELDS },
);
