import { getRouteApi } from '@tanstack/react-router';
import { exportMessages } from '../../../domain/messages';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import type { SchoolOverviewRow } from '../../../domain/schemas/tlink-overviews';
import { useStartExport } from '../../api/exports';
import { DEFAULT_SCHOOL_OVERVIEW_SORT, useSchoolOverviewSource } from '../../api/license-overviews';
import { queryParamsOf } from '../../api/tlinks';
import { EntityFilter } from '../../kit/entity-id-filter';
import { FilterBar } from '../../kit/filter-bar';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { PageHeader } from '../../kit/page';
import {
  ENTITY_KEYS,
  type EntityKey,
  type SchoolOverviewSearch,
  schoolOverviewFilters,
} from './school-overview-search';

const route = getRouteApi('/tlinklicentiesperschool');
export const SCHOOL_OVERVIEW_TITLE = 'Licenties per school';

const count = (n: number) => n.toLocaleString('nl-NL');
const columns: Column<SchoolOverviewRow>[] = [
  {
    id: 'school',
    header: 'School',
    sortField: 'schoolName',
    cell: (r) => r.schoolName ?? '',
    width: 'minmax(12rem, 2fr)',
  },
  { id: 'distributor', header: 'Distributeur', cell: (r) => r.distributorName ?? '' },
  { id: 'brin', header: 'BRIN', cell: (r) => r.brin ?? '', width: '6rem' },
  {
    id: 'product',
    header: 'Product',
    sortField: 'productTitle',
    cell: (r) => r.productTitle,
    width: 'minmax(12rem, 2fr)',
  },
  { id: 'ean', header: 'EAN', cell: (r) => <span className="font-mono">{r.productEan}</span>, width: '9rem' },
  { id: 'available', header: 'Beschikbaar', cell: (r) => count(r.available), width: '7rem' },
  { id: 'active', header: 'Actief', cell: (r) => count(r.active), width: '6rem' },
  { id: 'service', header: 'Service', cell: (r) => count(r.service), width: '6rem' },
  { id: 'total', header: 'Totaal', sortField: 'total', cell: (r) => count(r.total), width: '6rem' },
];

const CSV_COLUMNS = [
  { label: 'School', field: 'schoolName' },
  { label: 'Distributeur', field: 'distributorName' },
  { label: 'BRIN', field: 'brin' },
  { label: 'Product', field: 'productTitle' },
  { label: 'EAN', field: 'productEan' },
  { label: 'Beschikbaar', field: 'available' },
  { label: 'Actief', field: 'active' },
  { label: 'Service', field: 'service' },
  { label: 'Totaal', field: 'total' },
];

/** /tlinklicentiesperschool: TLinks per school, distributor and product, counted by the database. */
export function SchoolOverviewScreen() {
  const search = route.useSearch() as SchoolOverviewSearch;
  const navigate = route.useNavigate();
  const { admin } = route.useRouteContext();
  const superuser = isSuperuser(admin);
  const filter: Record<string, unknown> = { ...schoolOverviewFilters.pick(search) };
  if (!superuser) delete filter.type;
  for (const key of ENTITY_KEYS) if (search[key] !== undefined) filter[key] = search[key];
  if (!superuser) delete filter.publisher;
  const sort = search.sort ?? DEFAULT_SCHOOL_OVERVIEW_SORT;
  const source = useSchoolOverviewSource(filter, sort);
  const startExport = useStartExport();
  const lookups: {
    key: EntityKey;
    label: string;
    kind: 'product' | 'School' | 'Uitgever' | 'Distributeur';
  }[] = [
    ...(superuser && !isPublisherBound(admin)
      ? [{ key: 'publisher' as const, label: 'Uitgever', kind: 'Uitgever' as const }]
      : []),
    { key: 'school', label: 'School', kind: 'School' },
    { key: 'distributor', label: 'Distributeur', kind: 'Distributeur' },
    { key: 'product', label: 'Product', kind: 'product' },
  ];
  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title={SCHOOL_OVERVIEW_TITLE}
        actions={
          <button
            type="button"
            onClick={() =>
              void startExport({
                path: 'tlinklicenseschooloverviews',
                params: queryParamsOf(filter),
                sort,
                columns: CSV_COLUMNS,
              })
            }
            className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
          >
            {exportMessages.exportAsExcel}
          </button>
        }
      />
      <FilterBar
        key={JSON.stringify(schoolOverviewFilters.pick(search))}
        label="Licenties per school zoeken"
        filters={schoolOverviewFilters}
        value={schoolOverviewFilters.pick(search)}
        hidden={superuser ? [] : ['type']}
        onSearch={(next) =>
          navigate({
            search: (c) => ({
              ...Object.fromEntries(ENTITY_KEYS.map((k) => [k, c[k]])),
              ...next,
              sort: c.sort,
            }),
          })
        }
      />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        {lookups.map(({ key, label, kind }) => (
          <EntityFilter
            key={key}
            label={label}
            kind={kind}
            value={search[key]}
            onChange={(id) => void navigate({ search: (c) => ({ ...c, [key]: id }) })}
          />
        ))}
      </div>
      <InfiniteTable
        label={SCHOOL_OVERVIEW_TITLE}
        source={source}
        columns={columns}
        rowKey={(r) => `${r.schoolId}-${r.distributorId}-${r.productId}`}
        sort={sort}
        onSortChange={(next) =>
          navigate({
            search: (c) => ({ ...c, sort: next === DEFAULT_SCHOOL_OVERVIEW_SORT ? undefined : next }),
          })
        }
        hasFilters={Object.keys(filter).length > 0}
      />
    </section>
  );
}
