import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { EntityRef } from '../../../commands/command';
import { addOAuthClientCommand } from '../../../commands/oauth-clients';
import { OAUTH_CLIENT_ROLE_LABELS } from '../../../domain/labels/organisations';
import type { OAuthClient } from '../../../domain/schemas/oauth-client';
import { DEFAULT_OAUTH_CLIENT_SORT, useOAuthClientListSource } from '../../api/oauth-clients';
import { CodeLabel } from '../../kit/code-label';
import { textColumn } from '../../kit/column-kinds';
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
  {
    id: 'rol',
    header: 'Rol',
    cell: (c) => <CodeLabel labels={OAUTH_CLIENT_ROLE_LABELS} code={c.rol} />,
    sortField: 'rol',
    width: '0.8fr',
  },
  { id: 'owner', header: 'Eigenaar', cell: (c) => c.owner?.name ?? '' },
  {
    id: 'redirectUris',
    header: 'Redirect URI’s',
    cell: (c) => (
      <span className="block truncate" title={c.redirectUris.join(', ')}>
        {c.redirectUris.join(', ')}
      </span>
    ),
    width: '2fr',
  },
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
      rowKey={(c) => c.id}
      rowLink={(c) => ({ to: '/oauthclients/$id/edit', params: { id: c.id } })}
      rowEntity={oauthClientRef}
      floating={[{ command: addOAuthClientCommand, icon: <Plus className="size-5" /> }]}
    />
  );
}
