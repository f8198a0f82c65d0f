import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages, pageTitles } from '../../../domain/messages';
import type { ContractSpecification } from '../../../domain/schemas/contract';
import { useContractSpecificationSource } from '../../api/contracts';
import { countColumn, textColumn } from '../../kit/column-kinds';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, type ExportColumn } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { specificationFilters } from '../../routes/contractspecifications-search';

const route = getRouteApi('/contractspecifications');
const DEFAULT_SORT = 'ASC-contractReferenceId';

const columns: ExportColumn<ContractSpecification>[] = [
  textColumn('contractReferenceId', 'Contract-id', { sort: true }),
  textColumn('schoolyearName', 'Schooljaar', { width: '7rem' }),
  textColumn('schoolName', 'School', { sort: true, width: '1.6fr' }),
  textColumn('schoolEsn', 'School-id'),
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
  textColumn('distributorName', 'Distributeur'),
  textColumn('referenceId', 'Referentie', { sort: true }),
  textColumn('productTitle', 'Product', { sort: true, width: '1.6fr' }),
  textColumn('productEan', 'EAN', { width: '9rem' }),
  textColumn('productGrades', 'Groepen', { width: '5rem' }),
  countColumn('specifiedAmount', 'Aantal', { sort: true, width: '5rem' }),
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
