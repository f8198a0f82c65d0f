import { OAUTH_CLIENT_ROLES } from '../../../domain/enums';
import { OAUTH_CLIENT_SORT_FIELDS } from '../../../domain/schemas/oauth-client';
import { defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';

/** The /oauthclients filters: text on client id and name, and the client's role. */
export const oauthClientFilters = defineListFilters(
  [
    textFilter('q', 'Zoeken'),
    selectFilter(
      'rol',
      'Rol',
      OAUTH_CLIENT_ROLES.map((rol) => ({ value: rol, label: rol })),
    ),
  ],
  { sortFields: OAUTH_CLIENT_SORT_FIELDS },
);
