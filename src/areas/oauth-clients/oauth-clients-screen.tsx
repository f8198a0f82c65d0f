import { getRouteApi } from '@tanstack/react-router';
import type { EntityRef } from '../../../commands/command';
import { addOAuthClientCommand } from '../../../commands/oauth-clients';
import { OAUTH_CLIENT_ROLE_LABELS } from '../../../domain/labels/organisations';
import type { OAuthClient } from '../../../domain/schemas/oauth-client';
import { DEFAULT_OAUTH_CLIENT_SORT, useOAuthClientListSource } from '../../api/oauth-clients';
import { codeColumn, nameColumn, textColumn } from '../../kit/column-kinds';
import { addAction } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { oauthClientFilters } from './oauth-clients-list';

const route = getRouteApi('/oauthclients');

// The label is the clientId: the delete command drops the provider's cached copy by it.
const oauthClientRef = (c: OAuthClient): EntityRef => ({
  kind: 'oauthClient',
  id: String(c.id),
  label: c.clientId,
});

const columns: Column<OAuthClient>[] = [
  textColumn('clientId', 'Client ID', { sort: true }),
  textColumn('displayName', 'Naam', { sort: true }),
  codeColumn('rol', 'Rol', OAUTH_CLIENT_ROLE_LABELS, { sort: true, width: '0.8fr' }),
  nameColumn('owner', 'Eigenaar'),
  textColumn('redirectUris', 'Redirect URI’s', { width: '2fr' }),
];

/** /oauthclients: the OAuth clients of distributors, publishers and internal apps. */
export function OAuthClientsScreen() {
  const list = useListRoute(route, oauthClientFilters, DEFAULT_OAUTH_CLIENT_SORT);
  return (
    <ListScreen
      title="OAuth clients"
      list={list}
      source={useOAuthClientListSource(list.filter, list.sort)}
      columns={columns}
      rowLink={(c) => ({ to: '/oauthclients/$id/edit', params: { id: c.id } })}
      rowEntity={oauthClientRef}
      floating={[addAction(addOAuthClientCommand)]}
    />
  );
}
