import { getRouteApi } from '@tanstack/react-router';
import { formatCount } from '../../../domain/numbers';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import type { SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import { queryParamsOf } from '../../api/http-client';
import { DEFAULT_SCHOOL_OVERVIEW_SORT, useSchoolOverviewSource } from '../../api/license-overviews';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, type ExportColumn } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { PageHeader } from '../../kit/page';
import { schoolOverviewFilters } from '../../routes/tlinklicentiesperschool-search';
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
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const superuser = isSuperuser(admin);
  const filter = schoolOverviewFilters.query(search, superuser ? [] : ['type', 'publisher']);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_SCHOOL_OVERVIEW_SORT,
  );
  const source = useSchoolOverviewSource(filter, sort);
  // The licence type and the publisher lookup are the superuser's; a publisher-bound one has its own.
  const hidden = [
    ...(superuser ? [] : ['type']),
    ...(superuser && !isPublisherBound(admin) ? [] : ['publisher']),
  ];
  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title={SCHOOL_OVERVIEW_TITLE}
        actions={
          <ExportButton
            path="tlinklicenseschooloverviews"
            params={queryParamsOf(filter)}
            sort={sort}
            columns={columns}
          />
        }
      />
      <ListSearchBar
        label="Licenties per school zoeken"
        filters={schoolOverviewFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
        hidden={hidden}
      />
      <SchoolProductChart source={source} schoolId={search.school} />
      <InfiniteTable
        label={SCHOOL_OVERVIEW_TITLE}
        source={source}
        columns={columns}
        rowKey={(r) => `${r.schoolId}-${r.distributorId}-${r.productId}`}
        sort={sort}
        onSortChange={onSortChange}
        hasFilters={Object.keys(filter).length > 0}
      />
    </section>
  );
}
