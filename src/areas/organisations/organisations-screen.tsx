import { getRouteApi } from '@tanstack/react-router';
import { addOrganisationCommand, organisationRef } from '../../../commands/organisations';
import { ORGANISATION_TYPE_LABELS, SECTOR_LABELS } from '../../../domain/labels/organisations';
import type { Organisation } from '../../../domain/schemas/organisation';
import { DEFAULT_ORGANISATION_SORT, useOrganisationListSource } from '../../api/organisations';
import { codeColumn, textColumn, yesNoColumn } from '../../kit/column-kinds';
import { addAction } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { organisationFilters } from './organisations-list';

const route = getRouteApi('/organisaties');

const columns: Column<Organisation>[] = [
  textColumn('name', 'Naam', { sort: true, width: '2fr' }),
  codeColumn('type', 'Type', ORGANISATION_TYPE_LABELS),
  textColumn('esn', 'ESN', { sort: true }),
  textColumn('brin', 'BRIN', { sort: true, width: '0.6fr' }),
  codeColumn('sector', 'Sector', SECTOR_LABELS, { width: '0.5fr' }),
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
      rowLink={(o) => ({ to: '/organisaties/$id/extended-view', params: { id: o.id } })}
      rowEntity={organisationRef}
      floating={[addAction(addOrganisationCommand)]}
    />
  );
}
