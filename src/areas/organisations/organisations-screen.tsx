import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { addOrganisationCommand, organisationRef } from '../../../commands/organisations';
import { ORGANISATION_TYPE_LABELS, SECTOR_LABELS } from '../../../domain/labels/organisations';
import type { Organisation } from '../../../domain/schemas/organisation';
import { DEFAULT_ORGANISATION_SORT, useOrganisationListSource } from '../../api/organisations';
import { CodeLabel } from '../../kit/code-label';
import { textColumn, yesNoColumn } from '../../kit/column-kinds';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { organisationFilters } from './organisations-list';

const route = getRouteApi('/organisaties');

const columns: Column<Organisation>[] = [
  { id: 'name', header: 'Naam', cell: (o) => o.name, sortField: 'name', width: '2fr' },
  {
    id: 'type',
    header: 'Type',
    cell: (o) => <CodeLabel labels={ORGANISATION_TYPE_LABELS} code={o.type} />,
  },
  textColumn('esn', 'ESN', { sort: true }),
  textColumn('brin', 'BRIN', { sort: true, width: '0.6fr' }),
  {
    id: 'sector',
    header: 'Sector',
    cell: (o) => <CodeLabel labels={SECTOR_LABELS} code={o.sector} />,
    width: '0.5fr',
  },
  textColumn('city', 'Plaats', { sort: true }),
  yesNoColumn('verified', 'Geverifieerd', { width: '0.6fr' }),
];

/** /organisaties: schools, publishers and distributors (spec 001 §2). */
export function OrganisationsScreen() {
  const list = useListRoute(route, organisationFilters, DEFAULT_ORGANISATION_SORT);
  return (
    <ListScreen
      title="Organisaties"
      list={list}
      source={useOrganisationListSource(list.filter, list.sort)}
      columns={columns}
      rowKey={(o) => o.id}
      rowLink={(o) => ({ to: '/organisaties/$id/extended-view', params: { id: o.id } })}
      rowEntity={organisationRef}
      floating={[{ command: addOrganisationCommand, icon: <Plus className="size-5" /> }]}
    />
  );
}
