import { getRouteApi, Link } from '@tanstack/react-router';
import { Pencil, Plus, Trash } from 'lucide-react';
import { addRoleCommand, deleteRoleCommand } from '../../../commands/roles';
import { rightLabel } from '../../../domain/labels/rights';
import { can, isPublisherBound } from '../../../domain/rights';
import { DEFAULT_ROLE_SORT, type Role, useRoleListSource } from '../../api/roles';
import { EntityFilter } from '../../kit/entity-id-filter';
import { FloatingActions } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { InfiniteTable } from '../../kit/infinite-table';
import { Page } from '../../kit/page';
import { useRunCommand } from '../../kit/use-run-command';
import { type RoleSearch, roleFilters } from '../../routes/rollen-search';

const route = getRouteApi('/rollen');

/** /rollen: the roles with name, rights, publisher and actions (spec 001 §2). */
export function RolesScreen() {
  const search: RoleSearch = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const runCommand = useRunCommand();
  const canFilterPublisher = !isPublisherBound(admin);
  const filter = roleFilters.query(search, canFilterPublisher ? [] : ['uitgever']);
  const sort = search.sort ?? DEFAULT_ROLE_SORT;
  const source = useRoleListSource(filter, sort);

  const remove = (role: Role) =>
    runCommand(deleteRoleCommand, { kind: 'role', id: String(role.id), label: role.naam });

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
    {
      id: 'acties',
      header: 'Acties',
      width: '7rem',
      cell: (r) => (
        <span className="flex gap-2">
          {can(admin, 'rollen_aanpassen') ? (
            <Link
              to="/rollen/$id/edit"
              params={{ id: r.id }}
              aria-label={`Rol ${r.naam} bewerken`}
              title="Bewerken"
              className="focus-ring rounded px-2 py-1 hover:bg-slate-100"
              onClick={(event) => event.stopPropagation()}
            >
              <Pencil className="size-4" />
            </Link>
          ) : null}
          {can(admin, 'rollen_verwijderen') ? (
            <button
              type="button"
              aria-label={`Rol ${r.naam} verwijderen`}
              title="Verwijderen"
              className="focus-ring rounded px-2 py-1 text-red-800 hover:bg-red-50"
              onClick={(event) => {
                event.stopPropagation();
                void remove(r);
              }}
            >
              <Trash className="size-4" />
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Page title="Rollen">
      {canFilterPublisher ? (
        <div className="max-w-sm">
          <EntityFilter
            label="Uitgever"
            kind="Uitgever"
            value={search.uitgever}
            onChange={(id) => navigate({ search: (current) => ({ ...current, uitgever: id }) })}
          />
        </div>
      ) : null}
      <InfiniteTable
        label="Rollen"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        sort={sort}
        onSortChange={(next) =>
          navigate({
            search: (current) => ({ ...current, sort: next === DEFAULT_ROLE_SORT ? undefined : next }),
          })
        }
        {...(can(admin, 'rollen_aanpassen')
          ? { onRowClick: (r: Role) => navigate({ to: '/rollen/$id/edit', params: { id: r.id } }) }
          : {})}
        hasFilters={filter.uitgever !== undefined}
      />
      <FloatingActions actions={[{ command: addRoleCommand, icon: <Plus className="size-5" /> }]} />
    </Page>
  );
}
