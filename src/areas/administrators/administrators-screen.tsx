import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { addAdministratorCommand, administratorRef } from '../../../commands/administrators';
import { isSuperuser } from '../../../domain/rights';
import type { Administrator } from '../../../domain/schemas/administrator';
import { DEFAULT_ADMINISTRATOR_SORT, useAdministratorListSource } from '../../api/administrators-admin';
import { useRowCommands } from '../../kit/entity-commands';
import { FloatingActions } from '../../kit/floating-actions';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { type AdministratorSearch, administratorFilters } from '../../routes/beheerders-search';

const route = getRouteApi('/beheerders');

/** /beheerders: administrators with q and (superusers only) a role filter (spec 001 §2). */
export function AdministratorsScreen() {
  const search: AdministratorSearch = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const mayFilterRole = isSuperuser(admin);
  const hidden = mayFilterRole ? [] : ['rol'];
  const filter = administratorFilters.query(search, hidden);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_ADMINISTRATOR_SORT,
  );
  const source = useAdministratorListSource(filter, sort);

  const columns: Column<Administrator>[] = [
    { id: 'name', header: 'Naam', cell: (a) => a.name, sortField: 'name' },
    { id: 'email', header: 'E-mail', cell: (a) => a.email, sortField: 'email' },
    { id: 'rol', header: 'Rol', cell: (a) => a.rol.naam },
    { id: 'uitgever', header: 'Uitgever', cell: (a) => a.uitgever?.name ?? '' },
  ];

  const rowCommands = useRowCommands(administratorRef);

  return (
    <Page title="Beheerders">
      <ListSearchBar
        label="Beheerders zoeken"
        filters={administratorFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
        hidden={hidden}
      />
      <InfiniteTable
        label="Beheerders"
        source={source}
        columns={columns}
        rowKey={(a) => a.id}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={(a) => navigate({ to: '/beheerders/$id/extended-view', params: { id: a.id } })}
        rowCommands={rowCommands}
        hasFilters={Object.keys(filter).length > 0}
      />
      <FloatingActions actions={[{ command: addAdministratorCommand, icon: <Plus className="size-5" /> }]} />
    </Page>
  );
}
