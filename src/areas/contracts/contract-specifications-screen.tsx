import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, exportMessages, pageTitles } from '../../../domain/messages';
import type { ContractSpecification } from '../../../domain/schemas/contract';
import { useContractSpecificationSource } from '../../api/contracts';
import { useStartExport } from '../../api/exports';
import { FilterBar } from '../../kit/filter-bar';
import { type Column, InfiniteTable } from '../../kit/infinite-table';
import { Page } from '../../kit/page';
import { type LinkedSearch, linkedParams, specificationFilters } from './contract-search';

const route = getRouteApi('/contractspecifications');
const DEFAULT_SORT = 'ASC-contractReferenceId';

const columns: Column<ContractSpecification>[] = [
  {
    id: 'contract',
    header: 'Contract-id',
    cell: (row) => row.contractReferenceId,
    sortField: 'contractReferenceId',
  },
  { id: 'year', header: 'Schooljaar', cell: (row) => row.schoolyearName, width: '7rem' },
  { id: 'school', header: 'School', cell: (row) => row.schoolName, sortField: 'schoolName', width: '1.6fr' },
  { id: 'esn', header: 'School-id', cell: (row) => row.schoolEsn },
  { id: 'subject', header: 'Vak', cell: (row) => `${row.subjectTitle} (${row.subjectEan})`, width: '1.6fr' },
  { id: 'distributor', header: 'Distributeur', cell: (row) => row.distributorName ?? '' },
  { id: 'reference', header: 'Referentie', cell: (row) => row.referenceId, sortField: 'referenceId' },
  {
    id: 'product',
    header: 'Product',
    cell: (row) => row.productTitle,
    sortField: 'productTitle',
    width: '1.6fr',
  },
  { id: 'ean', header: 'EAN', cell: (row) => row.productEan, width: '9rem' },
  { id: 'grades', header: 'Groepen', cell: (row) => row.productGrades.join(', '), width: '5rem' },
  {
    id: 'amount',
    header: 'Aantal',
    cell: (row) => row.specifiedAmount,
    sortField: 'specifiedAmount',
    width: '5rem',
  },
];

/** /contractspecifications (Contractspecificaties, spec 001 §2): filterable table with CSV. */
export function ContractSpecificationsScreen() {
  const search = route.useSearch() as LinkedSearch & { sort?: string };
  const navigate = route.useNavigate();
  const picked = specificationFilters.pick(search);
  const params = linkedParams(search, picked);
  const sort = search.sort ?? DEFAULT_SORT;
  const source = useContractSpecificationSource(params, sort);
  const startExport = useStartExport();
  const exportList = () =>
    void startExport({
      path: 'contractspecifications',
      params,
      sort,
      columns: [
        { label: 'Contract-id', field: 'contractReferenceId' },
        { label: 'Schooljaar', field: 'schoolyearName' },
        { label: 'School', field: 'schoolName' },
        { label: 'School-id', field: 'schoolEsn' },
        { label: 'Vak', field: 'subjectTitle' },
        { label: 'Vak-EAN', field: 'subjectEan' },
        { label: 'Distributeur', field: 'distributorName' },
        { label: 'Referentie', field: 'referenceId' },
        { label: 'Product', field: 'productTitle' },
        { label: 'EAN', field: 'productEan' },
        { label: 'Groepen', field: 'productGrades' },
        { label: 'Aantal', field: 'specifiedAmount' },
      ],
    });
  return (
    <Page
      title={pageTitles.contractSpecifications}
      actions={
        <>
          <Link to="/contractbalances" search={params as never} className="text-sm text-sky-800 underline">
            {contractMessages.balanceLink}
          </Link>
          <button
            type="button"
            onClick={exportList}
            className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
          >
            {exportMessages.exportAsExcel}
          </button>
        </>
      }
    >
      <FilterBar
        key={JSON.stringify(picked)}
        label="Contractspecificaties zoeken"
        filters={specificationFilters}
        value={picked}
        onSearch={(next) =>
          navigate({
            search: (current) =>
              ({
                schoolId: current.schoolId,
                subjectId: current.subjectId,
                productId: current.productId,
                ...next,
                sort: current.sort,
              }) as never,
          })
        }
      />
      <InfiniteTable
        label={pageTitles.contractSpecifications}
        source={source}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) =>
          navigate({
            search: (current) => ({ ...current, sort: next === DEFAULT_SORT ? undefined : next }) as never,
          })
        }
        hasFilters={Object.keys(params).length > 0}
      />
    </Page>
  );
}
