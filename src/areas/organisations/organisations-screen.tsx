import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { addOrganisationCommand, organisationRef } from '../../../commands/organisations';
import { yesNo } from '../../../domain/labels/label';
import { ORGANISATION_TYPE_LABELS, SECTOR_LABELS } from '../../../domain/labels/organisations';
import type { Organisation } from '../../../domain/schemas/organisation';
import { DEFAULT_ORGANISATION_SORT, useOrganisationListSource } from '../../api/organisations';
import { CodeLabel } from '../../kit/code-label';
import { useRowCommands } from '../../kit/entity-commands';
import { FloatingActions } from '../../kit/floating-actions';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { organisationFilters } from '../../routes/organisaties-search';

const route = getRouteApi('/organisaties');

/** /organisaties: schools, publishers and distributors (spec 001 §2). */
export function OrganisationsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_ORGANISATION_SORT,
  );
  const source = useOrganisationListSource(organisationFilters.query(search), sort);

  const columns: Column<Organisation>[] = [
    { id: 'name', header: 'Naam', cell: (o) => o.name, sortField: 'name', width: '2fr' },
    {
      id: 'type',
      header: 'Type',
      cell: (o) => <CodeLabel labels={ORGANISATION_TYPE_LABELS} code={o.type} />,
    },
    { id: 'esn', header: 'ESN', cell: (o) => o.esn, sortField: 'esn' },
    {
      id: 'brin',
      header: 'BRIN',
      cell: (o) => o.brin ?? '',
      sortField: 'brin',
      width: '0.6fr',
    },
    {
      id: 'sector',
      header: 'Sector',
      cell: (o) => <CodeLabel labels={SECTOR_LABELS} code={o.sector} />,
      width: '0.5fr',
    },
    { id: 'city', header: 'Plaats', cell: (o) => o.city ?? '', sortField: 'city' },
    {
      id: 'verified',
      header: 'Geverifieerd',
      cell: (o) => yesNo(o.verified),
      width: '0.6fr',
    },
  ];

  const rowCommands = useRowCommands(organisationRef);

  return (
    <Page title="Organisaties">
      <ListSearchBar
        label="Organisaties zoeken"
        filters={organisationFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
      />
      <InfiniteTable
        label="Organisaties"
        source={source}
        columns={columns}
        rowKey={(o) => o.id}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={(o) => navigate({ to: '/organisaties/$id/extended-view', params: { id: o.id } })}
        rowCommands={rowCommands}
        hasFilters={organisationFilters.hasAny(organisationFilters.pick(search))}
      />
      <FloatingActions actions={[{ command: addOrganisationCommand, icon: <Plus className="size-5" /> }]} />
    </Page>
  );
}
