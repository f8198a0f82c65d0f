import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, Upload } from 'lucide-react';
import { addProductCommand, importProductsCommand, productRef } from '../../../commands/products';
import { formatDay } from '../../../domain/dates';
import { yesNo } from '../../../domain/labels/label';
import { PRODUCT_STATE_LABELS, PRODUCT_TYPE_LABELS } from '../../../domain/labels/products';
import { can, isPublisherBound } from '../../../domain/rights';
import type { Product } from '../../../domain/schemas/product';
import { useApi } from '../../api/api-context';
import { organisationOptions } from '../../api/organisations';
import { DEFAULT_PRODUCT_SORT, lookupPublishers, useProductListSource } from '../../api/products';
import { CodeLabel } from '../../kit/code-label';
import { DATE_WIDTH } from '../../kit/column-layout';
import { useRowCommands } from '../../kit/entity-commands';
import { FloatingActions } from '../../kit/floating-actions';
import { IdListNote } from '../../kit/id-list-note';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { LookupSelect } from '../../kit/lookup-select';
import { PageHeader } from '../../kit/page';
import { productFilters } from '../../routes/producten-search';

const route = getRouteApi('/producten');

const columns: Column<Product>[] = [
  { id: 'title', header: 'Titel', cell: (p) => p.title, sortField: 'title', width: '2fr' },
  { id: 'ean', header: 'EAN', cell: (p) => p.ean, sortField: 'ean', width: '1fr' },
  { id: 'publisher', header: 'Uitgever', cell: (p) => p.organisation.name },
  {
    id: 'type',
    header: 'Type',
    cell: (p) => <CodeLabel labels={PRODUCT_TYPE_LABELS} code={p.productType} />,
  },
  {
    id: 'state',
    header: 'Status',
    cell: (p) => <CodeLabel labels={PRODUCT_STATE_LABELS} code={p.customProperties.productState} />,
  },
  {
    id: 'eol',
    header: 'Einde levensduur',
    cell: (p) => formatDay(p.endOfLifeDate),
    sortField: 'endOfLifeDate',
    width: DATE_WIDTH.day,
  },
  { id: 'active', header: 'Actief', cell: (p) => yesNo(p.active), width: '0.5fr' },
];

/** /producten: the product catalogue with its filters in the URL (spec 001 §2). */
export function ProductsScreen() {
  const search = route.useSearch();
  const { admin } = route.useRouteContext();
  const navigate = route.useNavigate();
  const client = useApi();
  const filter = productFilters.query(search);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_PRODUCT_SORT,
  );
  const source = useProductListSource(filter, sort);
  const rowCommands = useRowCommands(productRef);
  const canChoosePublisher = !isPublisherBound(admin);
  const publisher = useQuery({
    ...organisationOptions(client, search.organisation ?? 0),
    enabled: canChoosePublisher && search.organisation !== undefined,
  });
  const publisherValue =
    search.organisation !== undefined
      ? { id: search.organisation, label: publisher.data?.name ?? `Uitgever ${search.organisation}` }
      : null;

  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title="Producten"
        actions={
          can(admin, 'producten_toevoegen') ? (
            <Link
              to="/productimport"
              className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
            >
              Producten importeren
            </Link>
          ) : null
        }
      />
      {canChoosePublisher ? (
        <div className="max-w-md">
          <LookupSelect
            label="Uitgever"
            name="organisation"
            value={publisherValue}
            fetchOptions={(query, signal) => lookupPublishers(client, query, signal)}
            onChange={(option) =>
              navigate({
                search: (current) => ({ ...current, organisation: option ? Number(option.id) : undefined }),
              })
            }
          />
        </div>
      ) : null}
      <IdListNote
        count={search.eans?.length}
        noun="EAN's"
        all="Alle producten tonen"
        onClear={() => navigate({ search: (current) => ({ ...current, eans: undefined }) })}
      />
      <ListSearchBar
        label="Producten zoeken"
        filters={productFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
      />
      <InfiniteTable
        label="Producten"
        source={source}
        columns={columns}
        rowKey={(p) => p.id}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={(p) => navigate({ to: '/producten/$id/extended-view', params: { id: p.id } })}
        rowCommands={rowCommands}
        hasFilters={Object.keys(filter).length > 0}
      />
      <FloatingActions
        actions={[
          { command: importProductsCommand, icon: <Upload className="size-5" /> },
          { command: addProductCommand, icon: <Plus className="size-5" /> },
        ]}
      />
    </section>
  );
}
