import { getRouteApi } from '@tanstack/react-router';
import { contractListLink, schoolContractRef } from '../../../commands/contracts';
import type { SchoolContractRow } from '../../../domain/schemas/contract';
import { useSchoolContractSource } from '../../api/contracts';
import { countColumn, dateColumn, textColumn } from '../../kit/column-kinds';
import type { ExportColumn } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { schoolContractList } from './school-contracts-list';

const route = getRouteApi('/schoolcontracts');
const DEFAULT_SORT = 'ASC-contractReferenceId';

/** A click or Enter on a row opens its balance, as its first command does. */
const openBalance = (row: SchoolContractRow) => contractListLink('/contractbalances')(schoolContractRef(row));

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
];

/** /schoolcontracts (spec 001 §2): school-year subject contracts with filters, CSV, and each row's balance and specifications as its commands. */
export function SchoolContractsScreen() {
  const list = useListRoute(route, schoolContractList, DEFAULT_SORT);
  return (
    <ListScreen
      title="Schoolcontracten"
      list={list}
      source={useSchoolContractSource(list.params, list.sort)}
      columns={columns}
      exportPath="schoolcontracts"
      rowEntity={schoolContractRef}
      rowButtons={2}
      rowLink={openBalance}
    />
  );
}
