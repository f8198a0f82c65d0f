import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { EntityRef } from '../../../commands/command';
import { addRoleCommand } from '../../../commands/roles';
import { rightLabel } from '../../../domain/labels/rights';
import { can, isPublisherBound } from '../../../domain/rights';
import type { Role } from '../../../domain/schemas/role';
import { DEFAULT_ROLE_SORT, useRoleListSource } from '../../api/roles';
import { useRowCommands } from '../../kit/entity-commands';
import { FloatingActions } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { InfiniteTable } from '../../kit/infinite-table';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { type RoleSearch, roleFilters } from '../../routes/rollen-search';

const route = getRouteApi('/rollen');

const roleRef = (role: Role): EntityRef => ({ kind: 'role', id: String(role.id), label: role.naam });

/** /rollen: the roles with name, rights, publisher and actions (spec 001 §2). */
export function RolesScreen() {
  const search: RoleSearch = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const hidden = isPublisherBound(admin) ? ['uitgever'] : [];
  const filter = roleFilters.query(search, hidden);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_ROLE_SORT,
  );
  const source = useRoleListSource(filter, sort);

  const rowCommands = useRowCommands(roleRef);

  const columns: Column<Role>[] = [
    { id: 'naam', header: 'Naam', cell: (r) => r.naam, sortField: 'naam', width: '1fr' },
    {
      id: 'rechten',
      header: 'Rechten',
      cell: (r) => (
        <span className="block truncate" title={r.rechten.map(rightLabel).join(', ')}>
          {r.rechten.map(rightLabel).join(', ')}
        </span>
      ),
      width: '3fr',
    },
    { id: 'uitgever', header: 'Uitgever', cell: (r) => r.uitgever?.name ?? '', width: '1fr' },
  ];

  return (
    <Page title="Rollen">
      <ListSearchBar
        label="Rollen zoeken"
        filters={roleFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
        hidden={hidden}
      />
      <InfiniteTable
        label="Rollen"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        sort={sort}
        onSortChange={onSortChange}
        {...(can(admin, 'rollen_aanpassen')
          ? { onRowClick: (r: Role) => navigate({ to: '/rollen/$id/edit', params: { id: r.id } }) }
          : {})}
        rowCommands={rowCommands}
        hasFilters={filter.uitgever !== undefined}
      />
      <FloatingActions actions={[{ command: addRoleCommand, icon: <Plus className="size-5" /> }]} />
    </Page>
  );
}
