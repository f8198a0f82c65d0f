import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { addAdministratorCommand } from '../../../commands/administrators';
import { listMessages } from '../../../domain/messages';
import { can, isSuperuser } from '../../../domain/rights';
import type { Administrator } from '../../api/administrators';
import { DEFAULT_ADMINISTRATOR_SORT, useAdministratorListSource } from '../../api/administrators-admin';
import { useApi } from '../../api/api-context';
import { fetchRoles, roleKeys } from '../../api/roles';
import { FloatingActions } from '../../kit/floating-actions';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { Page } from '../../kit/page';

const route = getRouteApi('/beheerders');

/** /beheerders: administrators with q and (superusers only) a role filter (spec 001 §2). */
export function AdministratorsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const api = useApi();
  const mayFilterRole = isSuperuser(admin);
  const filter = {
    ...(search.q ? { q: search.q } : {}),
    ...(mayFilterRole && search.rol ? { rol: search.rol } : {}),
  };
  const sort = search.sort ?? DEFAULT_ADMINISTRATOR_SORT;
  const source = useAdministratorListSource(filter, sort);
  const roles = useQuery({
    queryKey: roleKeys.list('all-for-filter'),
    queryFn: async ({ signal }) =>
      (await fetchRoles(api, {}, 'ASC-naam', { start: 0, end: 999 }, signal)).items,
    enabled: mayFilterRole,
  });
  const [q, setQ] = useState(search.q ?? '');
  const [rol, setRol] = useState(search.rol ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim().slice(0, 200);
    navigate({
      search: {
        ...(text ? { q: text } : {}),
        ...(rol ? { rol } : {}),
        ...(search.sort ? { sort: search.sort } : {}),
      },
    });
  };

  const columns: Column<Administrator>[] = [
    { id: 'name', header: 'Naam', cell: (a) => a.name, sortField: 'name' },
    { id: 'email', header: 'E-mail', cell: (a) => a.email, sortField: 'email' },
    { id: 'rol', header: 'Rol', cell: (a) => a.rol.naam },
    { id: 'uitgever', header: 'Uitgever', cell: (a) => a.uitgever?.name ?? '' },
    {
      id: 'acties',
      header: 'Acties',
      width: '7rem',
      cell: (a) => (
        <span className="flex gap-2">
          {can(admin, 'beheerders_aanpassen') || a.id === admin.id ? (
            <Link
              to="/beheerders/$id/edit"
              params={{ id: a.id }}
              aria-label={`Beheerder ${a.name} bewerken`}
              title="Bewerken"
              className="focus-ring rounded px-2 py-1 hover:bg-slate-100"
              onClick={(event) => event.stopPropagation()}
            >
              ✎
            </Link>
          ) : null}
          <Link
            to="/beheerders/$id/extended-view"
            params={{ id: a.id }}
            aria-label={`Beheerder ${a.name} bekijken`}
            title="Bekijken"
            className="focus-ring rounded px-2 py-1 hover:bg-slate-100"
            onClick={(event) => event.stopPropagation()}
          >
            🔍
          </Link>
        </span>
      ),
    },
  ];

  return (
    <Page title="Beheerders">
      <search aria-label="Beheerders zoeken">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Zoeken
            <input
              name="q"
              type="search"
              maxLength={200}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Naam of e-mail"
              className="focus-ring rounded border border-slate-400 px-2.5 py-1.5 text-sm font-normal"
            />
          </label>
          {mayFilterRole ? (
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Rol
              <select
                name="rol"
                value={rol}
                onChange={(event) => setRol(event.target.value)}
                className="focus-ring rounded border border-slate-400 bg-white px-2.5 py-1.5 text-sm font-normal"
              >
                <option value="">{listMessages.all}</option>
                {(roles.data ?? []).map((role) => (
                  <option key={role.id} value={String(role.id)}>
                    {role.naam}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button
            type="submit"
            className="focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {listMessages.search}
          </button>
        </form>
      </search>
      <InfiniteTable
        label="Beheerders"
        source={source}
        columns={columns}
        rowKey={(a) => a.id}
        sort={sort}
        onSortChange={(next) =>
          navigate({
            search: (current) => ({
              ...current,
              sort: next === DEFAULT_ADMINISTRATOR_SORT ? undefined : next,
            }),
          })
        }
        onRowClick={(a) => navigate({ to: '/beheerders/$id/extended-view', params: { id: a.id } })}
        hasFilters={Object.keys(filter).length > 0}
      />
      <FloatingActions actions={[{ command: addAdministratorCommand, icon: '+' }]} />
    </Page>
  );
}
