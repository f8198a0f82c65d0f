import { getRouteApi } from '@tanstack/react-router';
import type { EntityRef } from '../../../commands/command';
import { addRoleCommand } from '../../../commands/roles';
import { rightLabel } from '../../../domain/labels/rights';
import { can } from '../../../domain/rights';
import type { Role } from '../../../domain/schemas/role';
import { DEFAULT_ROLE_SORT, useRoleListSource } from '../../api/roles';
import { nameColumn, textColumn } from '../../kit/column-kinds';
import { addAction } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { roleFilters } from './roles-list';

const route = getRouteApi('/rollen');

const roleRef = (role: Role): EntityRef => ({ kind: 'role', id: String(role.id), label: role.naam });

const columns: Column<Role>[] = [
  textColumn('naam', 'Naam', { sort: true }),
  // A cell's text is its own tooltip (TableCells): a long list of rights reads whole on hover.
  { id: 'rechten', header: 'Rechten', cell: (r) => r.rechten.map(rightLabel).join(', '), width: '3fr' },
  nameColumn('uitgever', 'Uitgever'),
];

/** /rollen: the roles with name, rights, publisher and actions (spec 001 §2). */
export function RolesScreen() {
  const { admin } = route.useRouteContext();
  const hidden = useHiddenFilters(route, roleFilters);
  const list = useListRoute(route, roleFilters, DEFAULT_ROLE_SORT, hidden);
  return (
    <ListScreen
      title="Rollen"
      list={list}
      source={useRoleListSource(list.filter, list.sort)}
      columns={columns}
      rowLink={
        can(admin, 'rollen_aanpassen') ? (r) => ({ to: '/rollen/$id/edit', params: { id: r.id } }) : undefined
      }
      rowEntity={roleRef}
      floating={[addAction(addRoleCommand)]}
    />
  );
}
