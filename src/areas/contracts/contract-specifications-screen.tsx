import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, pageTitles } from '../../../domain/messages';
import type { ContractSpecification } from '../../../domain/schemas/contract';
import { useContractSpecificationSource } from '../../api/contracts';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, type ExportColumn } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { specificationFilters } from '../../routes/contractspecifications-search';

const route = getRouteApi('/contractspecifications');
const DEFAULT_SORT = 'ASC-contractReferenceId';

const columns: ExportColumn<ContractSpecification>[] = [
  {
    id: 'contract',
    header: 'Contract-id',
    cell: (row) => row.contractReferenceId,
    sortField: 'contractReferenceId',
    csv: 'contractReferenceId',
  },
  {
    id: 'year',
    header: 'Schooljaar',
    cell: (row) => row.schoolyearName,
    width: '7rem',
    csv: 'schoolyearName',
  },
  {
    id: 'school',
    header: 'School',
    cell: (row) => row.schoolName,
    sortField: 'schoolName',
    width: '1.6fr',
    csv: 'schoolName',
  },
  { id: 'esn', header: 'School-id', cell: (row) => row.schoolEsn, csv: 'schoolEsn' },
  {
    id: 'subject',
    header: 'Vak',
    cell: (row) => `${row.subjectTitle} (${row.subjectEan})`,
    width: '1.6fr',
    // One cell on screen, two in a spreadsheet.
    csv: [
      { label: 'Vak', field: 'subjectTitle' },
      { label: 'Vak-EAN', field: 'subjectEan' },
    ],
  },
  {
    id: 'distributor',
    header: 'Distributeur',
    cell: (row) => row.distributorName ?? '',
    csv: 'distributorName',
  },
  {
    id: 'reference',
    header: 'Referentie',
    cell: (row) => row.referenceId,
    sortField: 'referenceId',
    csv: 'referenceId',
  },
  {
    id: 'product',
    header: 'Product',
    cell: (row) => row.productTitle,
    sortField: 'productTitle',
    width: '1.6fr',
    csv: 'productTitle',
  },
  { id: 'ean', header: 'EAN', cell: (row) => row.productEan, width: '9rem', csv: 'productEan' },
  {
    id: 'grades',
    header: 'Groepen',
    cell: (row) => row.productGrades.join(', '),
    width: '5rem',
    csv: 'productGrades',
  },
  {
    id: 'amount',
    header: 'Aantal',
    cell: (row) => row.specifiedAmount,
    sortField: 'specifiedAmount',
    width: '5rem',
    align: 'end',
    csv: 'specifiedAmount',
  },
];

/** /contractspecifications (Contractspecificaties, spec 001 §2): filterable table with CSV. */
export function ContractSpecificationsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = specificationFilters.pick(search);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_SORT,
  );
  const source = useContractSpecificationSource(params, sort);
  return (
    <Page
      title={pageTitles.contractSpecifications}
      actions={
        <>
          <Link to="/contractbalances" search={params} className="text-sm text-sky-800 underline">
            {contractMessages.balanceLink}
          </Link>
          <ExportButton path="contractspecifications" params={params} sort={sort} columns={columns} />
        </>
      }
    >
      <ListSearchBar
        label="Contractspecificaties zoeken"
        filters={specificationFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
      />
      <InfiniteTable
        label={pageTitles.contractSpecifications}
        source={source}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={onSortChange}
        hasFilters={Object.keys(params).length > 0}
      />
    </Page>
  );
}
