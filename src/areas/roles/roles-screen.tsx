import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { EntityRef } from '../../../commands/command';
import { addRoleCommand } from '../../../commands/roles';
import { rightLabel } from '../../../domain/labels/rights';
import { can } from '../../../domain/rights';
import type { Role } from '../../../domain/schemas/role';
import { DEFAULT_ROLE_SORT, useRoleListSource } from '../../api/roles';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { hiddenFilters } from '../../routes/hidden-filters';
import { roleFilters } from './roles-list';

const route = getRouteApi('/rollen');

const roleRef = (role: Role): EntityRef => ({ kind: 'role', id: String(role.id), label: role.naam });

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

/** /rollen: the roles with name, rights, publisher and actions (spec 001 §2). */
export function RolesScreen() {
  const { admin } = route.useRouteContext();
  const hidden = hiddenFilters('/rollen', admin);
  const list = useListRoute(route, roleFilters, DEFAULT_ROLE_SORT, hidden);
  return (
    <ListScreen
      title="Rollen"
      list={list}
      source={useRoleListSource(list.filter, list.sort)}
      columns={columns}
      rowKey={(r) => r.id}
      rowLink={
        can(admin, 'rollen_aanpassen') ? (r) => ({ to: '/rollen/$id/edit', params: { id: r.id } }) : undefined
      }
      rowEntity={roleRef}
      floating={[{ command: addRoleCommand, icon: <Plus className="size-5" /> }]}
    />
  );
}
