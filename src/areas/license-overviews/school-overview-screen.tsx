import { getRouteApi } from '@tanstack/react-router';
import { formatCount } from '../../../domain/numbers';
import type { SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import { DEFAULT_SCHOOL_OVERVIEW_SORT, useSchoolOverviewSource } from '../../api/license-overviews';
import type { ExportColumn } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { schoolOverviewFilters } from './school-overview-list';
import { SchoolProductChart } from './school-product-chart';

const route = getRouteApi('/tlinklicentiesperschool');
export const SCHOOL_OVERVIEW_TITLE = 'Licenties per school';

const columns: ExportColumn<SchoolOverviewRow>[] = [
  {
    id: 'school',
    header: 'School',
    sortField: 'schoolName',
    cell: (r) => r.schoolName ?? '',
    width: '2fr',
    csv: 'schoolName',
  },
  { id: 'distributor', header: 'Distributeur', cell: (r) => r.distributorName ?? '', csv: 'distributorName' },
  { id: 'brin', header: 'BRIN', cell: (r) => r.brin ?? '', width: '6rem', csv: 'brin' },
  {
    id: 'product',
    header: 'Product',
    sortField: 'productTitle',
    cell: (r) => r.productTitle,
    width: '2fr',
    csv: 'productTitle',
  },
  {
    id: 'ean',
    header: 'EAN',
    cell: (r) => <span className="font-mono">{r.productEan}</span>,
    width: '9rem',
    csv: 'productEan',
  },
  {
    id: 'available',
    header: 'Beschikbaar',
    cell: (r) => formatCount(r.available),
    width: '7rem',
    align: 'end',
    csv: 'available',
  },
  {
    id: 'active',
    header: 'Actief',
    cell: (r) => formatCount(r.active),
    width: '6rem',
    align: 'end',
    csv: 'active',
  },
  {
    id: 'service',
    header: 'Service',
    cell: (r) => formatCount(r.service),
    width: '6rem',
    align: 'end',
    csv: 'service',
  },
  {
    id: 'total',
    header: 'Totaal',
    sortField: 'total',
    cell: (r) => formatCount(r.total),
    width: '6rem',
    align: 'end',
    csv: 'total',
  },
];

/** /tlinklicentiesperschool: TLinks per school, distributor and product, counted by the database. */
export function SchoolOverviewScreen() {
  const hidden = useHiddenFilters(route, schoolOverviewFilters);
  const list = useListRoute(route, schoolOverviewFilters, DEFAULT_SCHOOL_OVERVIEW_SORT, hidden);
  const source = useSchoolOverviewSource(list.filter, list.sort);
  return (
    <ListScreen
      title={SCHOOL_OVERVIEW_TITLE}
      list={list}
      source={source}
      columns={columns}
      exportPath="tlinklicenseschooloverviews"
      rowKey={(r) => `${r.schoolId}-${r.distributorId}-${r.productId}`}
      aboveTable={<SchoolProductChart source={source} schoolId={list.search.school} />}
    />
  );
}
