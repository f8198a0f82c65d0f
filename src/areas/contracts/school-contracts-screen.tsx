import { getRouteApi, Link } from '@tanstack/react-router';
import { contractMessages } from '../../../domain/messages';
import type { SchoolContractRow } from '../../../domain/schemas/contract';
import { useSchoolContractSource } from '../../api/contracts';
import { countColumn, dateColumn, textColumn } from '../../kit/column-kinds';
import type { ExportColumn } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { schoolContractList } from './school-contracts-list';

const route = getRouteApi('/schoolcontracts');
const DEFAULT_SORT = 'ASC-contractReferenceId';

/** A row's contract, school and year: the filter its balance and specifications open with. */
const contractOf = (row: SchoolContractRow) => ({
  contractReferenceId: row.contractReferenceId,
  schoolId: row.schoolId,
  schoolyearName: row.schoolyearName,
});

/** A row's balance and specifications, opened on its contract. */
const DETAIL_LINKS = [
  ['/contractbalances', contractMessages.balanceLink],
  ['/contractspecifications', contractMessages.specificationLink],
] as const;

const columns: ExportColumn<SchoolContractRow>[] = [
  textColumn('contractReferenceId', 'Contract-id', { sort: true }),
  textColumn('schoolyearName', 'Schooljaar', { sort: true, width: '7rem' }),
  dateColumn('endDate', 'Einddatum', 'day', { sort: true }),
  textColumn('schoolName', 'School', { sort: true, width: '2fr' }),
  textColumn('subjectTitle', 'Vak', { sort: true, width: '2fr' }),
  textColumn('schoolEsn', 'School-id', {
    csv: [
      { label: 'School-id', field: 'schoolEsn' },
      { label: 'BRIN', field: 'schoolBrin' },
    ],
  }),
  textColumn('subjectEan', 'EAN', { width: '8.5rem' }),
  textColumn('distributorName', 'Distributeur'),
  textColumn('grades', 'Groepen', { width: '6rem' }),
  countColumn('specifiedAmount', 'Aantal', { sort: true, width: '5rem' }),
  {
    id: 'links',
    header: 'Details',
    width: '9rem',
    csv: false,
    cell: (row) => (
      <span className="flex flex-col text-xs leading-tight">
        {DETAIL_LINKS.map(([to, text]) => (
          <Link
            key={to}
            to={to}
            search={contractOf(row)}
            className="text-sky-800 underline"
            onClick={(event) => event.stopPropagation()}
          >
            {text}
          </Link>
        ))}
      </span>
    ),
  },
];

/** /schoolcontracts (spec 001 §2): school-year subject contracts with filters, CSV and detail links. */
export function SchoolContractsScreen() {
  const list = useListRoute(route, schoolContractList, DEFAULT_SORT);
  return (
    <ListScreen
      title="Schoolcontracten"
      list={list}
      source={useSchoolContractSource(list.params, list.sort)}
      columns={columns}
      rowKey={(row) => row.id}
      exportPath="schoolcontracts"
      // A row opens its balance, as its first link does.
      rowLink={(row) => ({ to: '/contractbalances', search: contractOf(row) })}
    />
  );
}
