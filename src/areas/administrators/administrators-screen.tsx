import { getRouteApi } from '@tanstack/react-router';
import { addAdministratorCommand, administratorRef } from '../../../commands/administrators';
import type { Administrator } from '../../../domain/schemas/administrator';
import { DEFAULT_ADMINISTRATOR_SORT, useAdministratorListSource } from '../../api/administrators-admin';
import { nameColumn, textColumn } from '../../kit/column-kinds';
import { addAction } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { administratorFilters } from './administrators-list';

const route = getRouteApi('/beheerders');

const columns: Column<Administrator>[] = [
  textColumn('name', 'Naam', { sort: true }),
  textColumn('email', 'E-mail', { sort: true }),
  { id: 'rol', header: 'Rol', cell: (a) => a.rol.naam },
  nameColumn('uitgever', 'Uitgever'),
];

/** /beheerders: administrators with q and (superusers only) a role filter (spec 001 §2). */
export function AdministratorsScreen() {
  const hidden = useHiddenFilters(route, administratorFilters);
  const list = useListRoute(route, administratorFilters, DEFAULT_ADMINISTRATOR_SORT, hidden);
  return (
    <ListScreen
      title="Beheerders"
      list={list}
      source={useAdministratorListSource(list.filter, list.sort)}
      columns={columns}
      rowLink={(a) => ({ to: '/beheerders/$id/extended-view', params: { id: a.id } })}
      rowEntity={administratorRef}
      floating={[addAction(addAdministratorCommand)]}
    />
  );
}
