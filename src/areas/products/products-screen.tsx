import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Upload } from 'lucide-react';
import { addProductCommand, importProductsCommand, productRef } from '../../../commands/products';
import { PRODUCT_STATE_LABELS, PRODUCT_TYPE_LABELS } from '../../../domain/labels/products';
import { can } from '../../../domain/rights';
import type { Product } from '../../../domain/schemas/product';
import { useApi } from '../../api/api-context';
import { organisationOptions } from '../../api/organisations';
import { DEFAULT_PRODUCT_SORT, useProductListSource } from '../../api/products';
import { CodeLabel } from '../../kit/code-label';
import { codeColumn, dateColumn, nameColumn, textColumn, yesNoColumn } from '../../kit/column-kinds';
import { addAction } from '../../kit/floating-actions';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { productFilters } from './products-list';

const route = getRouteApi('/producten');

const columns: Column<Product>[] = [
  textColumn('title', 'Titel', { sort: true, width: '2fr' }),
  textColumn('ean', 'EAN', { sort: true }),
  nameColumn('organisation', 'Uitgever', { id: 'publisher' }),
  codeColumn('productType', 'Type', PRODUCT_TYPE_LABELS, { id: 'type' }),
  {
    id: 'state',
    header: 'Status',
    cell: (p) => <CodeLabel labels={PRODUCT_STATE_LABELS} code={p.customProperties.productState} />,
  },
  dateColumn('endOfLifeDate', 'Einde levensduur', 'day', { id: 'eol', sort: true }),
  yesNoColumn('active', 'Actief', { width: '0.5fr' }),
];

/** /producten: the product catalogue with its filters in the URL (spec 001 §2). */
export function ProductsScreen() {
  const { admin } = route.useRouteContext();
  const hidden = useHiddenFilters(route, productFilters);
  const list = useListRoute(route, productFilters, DEFAULT_PRODUCT_SORT, hidden);
  const { search, setSearch } = list;
  const client = useApi();
  const canChoosePublisher = !hidden.includes('organisation');
  const publisher = useQuery({
    ...organisationOptions(client, search.organisation ?? 0),
    enabled: canChoosePublisher && search.organisation !== undefined,
  });
  const publisherValue =
    search.organisation !== undefined
      ? { id: search.organisation, label: publisher.data?.name ?? `Uitgever ${search.organisation}` }
      : null;

  return (
    <ListScreen
      title="Producten"
      list={list}
      source={useProductListSource(list.filter, list.sort)}
      columns={columns}
      rowLink={(p) => ({ to: '/producten/$id/extended-view', params: { id: p.id } })}
      rowEntity={productRef}
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
      top={
        canChoosePublisher ? (
          <div className="max-w-md">
            <OrganisationLookup
              label="Uitgever"
              name="organisation"
              value={publisherValue}
              types={['Uitgever']}
              onChange={(option) =>
                setSearch((current) => ({ ...current, organisation: option ? Number(option.id) : undefined }))
              }
            />
          </div>
        ) : null
      }
      idList={{ key: 'eans', noun: "EAN's", all: 'Alle producten tonen' }}
      floating={[
        { command: importProductsCommand, icon: <Upload className="size-5" /> },
        addAction(addProductCommand),
      ]}
    />
  );
}
