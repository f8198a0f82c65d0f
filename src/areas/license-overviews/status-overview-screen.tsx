import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatCount } from '../../../domain/numbers';
import { monthRange, type StatusOverviewRow } from '../../../domain/schemas/tlink-overviews';
import { useApi } from '../../api/api-context';
import { statusOverviewOptions } from '../../api/license-overviews';
import { BarChart } from '../../kit/chart/bar-chart';
import { barTotal } from '../../kit/chart/chart-model';
import { useFormerKeys } from '../../kit/former-keys';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListPage } from '../../kit/list-screen';
import { ReportTable } from '../../kit/report-table';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { monthOf, statusOverviewFilters } from './status-overview-list';

const route = getRouteApi('/tlinkstatusoverview');
export const STATUS_OVERVIEW_TITLE = 'Licenties per maand';

const COUNTS = [
  ['available', 'Beschikbaar'],
  ['active', 'Actief'],
  ['inactive', 'Inactief'],
] as const;

const COUNT_KEYS = COUNTS.map(([key]) => key);

/** The chart's bars: the table's rows, one per product (issue 24). */
const statusChartBars = (rows: readonly StatusOverviewRow[]) =>
  rows.map((r) => ({
    id: String(r.productId),
    label: r.productTitle,
    values: { available: r.available, active: r.active, inactive: r.inactive },
  }));

const columns: Column<StatusOverviewRow>[] = [
  { id: 'product', header: 'Product', cell: (r) => r.productTitle, width: '2fr' },
  {
    id: 'ean',
    header: 'EAN',
    cell: (r) => <span className="font-mono">{r.productEan}</span>,
    text: (r) => r.productEan,
    width: '9rem',
  },
  { id: 'publisher', header: 'Uitgever', cell: (r) => r.publisherName },
  ...COUNTS.map(([key, header]) => ({
    id: key,
    header,
    cell: (r: StatusOverviewRow) => formatCount(r[key]),
    width: '8rem' as const,
    align: 'end' as const,
  })),
];

/** /tlinkstatusoverview (superuser): licences per product for one month, counted by the database. */
export function StatusOverviewScreen() {
  // The publisher filter took the API's name (decision 610); bookmarks keep the former one (661).
  return useFormerKeys(route.useSearch(), { uitgever: 'publisherId' }) ? null : <StatusOverview />;
}

function StatusOverview() {
  // The report has no sort of its own: products come in the database's order.
  const hidden = useHiddenFilters(route, statusOverviewFilters);
  const list = useListRoute(route, statusOverviewFilters, '', hidden);
  const { search } = list;
  const api = useApi();
  // The kit's filter: the publisher lookup's id, left out where it is hidden (decision 610).
  const query = useQuery(statusOverviewOptions(api, { ...list.filter, ...monthRange(monthOf(search)) }));
  const rows = query.data ?? [];
  const total = (key: (typeof COUNTS)[number][0]) => formatCount(rows.reduce((sum, r) => sum + r[key], 0));
  return (
    <ListPage title={STATUS_OVERVIEW_TITLE} searchLabel="Licenties per maand zoeken" list={list}>
      <BarChart
        title="Licenties per product"
        series={COUNTS.map(([key, label]) => ({ key, label }))}
        bars={statusChartBars(rows)}
        rank={{ by: (bar) => barTotal(bar, COUNT_KEYS), label: 'totaal', limit: 15 }}
        layout="stacked"
        filename={`licenties-per-maand-${monthOf(search)}`}
      />
      <ReportTable
        label={STATUS_OVERVIEW_TITLE}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.productId}
        isPending={query.isPending}
        error={query.error}
        hasFilters={list.hasFilters}
        footer={{
          product: 'Totaal',
          available: total('available'),
          active: total('active'),
          inactive: total('inactive'),
        }}
      />
    </ListPage>
  );
}
