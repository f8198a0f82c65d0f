import { getRouteApi, Link } from '@tanstack/react-router';
import { formatDay } from '../../../domain/dates';
import { contractMessages } from '../../../domain/messages';
import type { SchoolContractRow } from '../../../domain/schemas/contract';
import { useSchoolContractSource } from '../../api/contracts';
import { DATE_WIDTH } from '../../kit/column-layout';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, type ExportColumn } from '../../kit/list-export';
import { ListSearchBar } from '../../kit/list-search-bar';
import { listSort } from '../../kit/list-sort';
import { Page } from '../../kit/page';
import { schoolContractFilters, schoolContractQuery } from '../../routes/schoolcontracts-search';

const route = getRouteApi('/schoolcontracts');
const DEFAULT_SORT = 'ASC-contractReferenceId';

/** A row's contract, school and year: the filter its balance and specifications open with. */
const contractOf = (row: SchoolContractRow) => ({
  contractReferenceId: row.contractReferenceId,
  schoolId: row.schoolId,
  schoolyearName: row.schoolyearName,
});

const columns: ExportColumn<SchoolContractRow>[] = [
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
    sortField: 'schoolyearName',
    width: '7rem',
    csv: 'schoolyearName',
  },
  {
    id: 'end',
    header: 'Einddatum',
    cell: (row) => (row.endDate ? formatDay(row.endDate) : ''),
    sortField: 'endDate',
    width: DATE_WIDTH.day,
    csv: 'endDate',
  },
  {
    id: 'school',
    header: 'School',
    cell: (row) => row.schoolName,
    sortField: 'schoolName',
    width: '2fr',
    csv: 'schoolName',
  },
  {
    id: 'subject',
    header: 'Vak',
    cell: (row) => row.subjectTitle,
    sortField: 'subjectTitle',
    width: '2fr',
    csv: 'subjectTitle',
  },
  {
    id: 'schoolId',
    header: 'School-id',
    cell: (row) => row.schoolEsn,
    csv: [
      { label: 'School-id', field: 'schoolEsn' },
      { label: 'BRIN', field: 'schoolBrin' },
    ],
  },
  { id: 'ean', header: 'EAN', cell: (row) => row.subjectEan, width: '8.5rem', csv: 'subjectEan' },
  {
    id: 'distributor',
    header: 'Distributeur',
    cell: (row) => row.distributorName ?? '',
    csv: 'distributorName',
  },
  { id: 'grades', header: 'Groepen', cell: (row) => row.grades.join(', '), width: '6rem', csv: 'grades' },
  {
    id: 'amount',
    header: 'Aantal',
    cell: (row) => row.specifiedAmount,
    sortField: 'specifiedAmount',
    width: '5rem',
    align: 'end',
    csv: 'specifiedAmount',
  },
  {
    id: 'links',
    header: 'Details',
    width: '9rem',
    csv: false,
    cell: (row) => (
      <span className="flex flex-col text-xs leading-tight">
        <Link
          to="/contractbalances"
          search={contractOf(row)}
          className="text-sky-800 underline"
          onClick={(event) => event.stopPropagation()}
        >
          {contractMessages.balanceLink}
        </Link>
        <Link
          to="/contractspecifications"
          search={contractOf(row)}
          className="text-sky-800 underline"
          onClick={(event) => event.stopPropagation()}
        >
          {contractMessages.specificationLink}
        </Link>
      </span>
    ),
  },
];

/** /schoolcontracts (spec 001 §2): school-year subject contracts with filters, CSV and detail links. */
export function SchoolContractsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = schoolContractQuery(search);
  const { sort, onSortChange } = listSort(
    search,
    (update) => void navigate({ search: update }),
    DEFAULT_SORT,
  );
  const source = useSchoolContractSource(params, sort);
  return (
    <Page
      title="Schoolcontracten"
      actions={<ExportButton path="schoolcontracts" params={params} sort={sort} columns={columns} />}
    >
      <ListSearchBar
        label="Schoolcontracten zoeken"
        filters={schoolContractFilters}
        search={search}
        navigate={(update) => void navigate({ search: update })}
      />
      <InfiniteTable
        label="Schoolcontracten"
        source={source}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={(row) =>
          navigate({
            to: '/contractbalances',
            search: contractOf(row),
          })
        }
        hasFilters={Object.keys(params).length > 0}
      />
    </Page>
  );
}
