import { accountMessages } from '../../../domain/messages';
import type { Account } from '../../../domain/schemas/account';
import type { Column } from '../../kit/infinite-table';
import { accountName, schoolYears, yesNo } from './account-name';

const BASE_COLUMNS: Column<Account>[] = [
  { id: 'username', header: accountMessages.usernameHeader, cell: (a) => a.username, sortField: 'username' },
  { id: 'name', header: 'Naam', cell: accountName, sortField: 'familyName' },
  { id: 'brin', header: 'BRIN', cell: (a) => a.nlEduPersonHomeOrganizationId, width: 'minmax(5rem, 0.6fr)' },
  { id: 'affiliation', header: 'Federatierol', cell: (a) => a.eduPersonAffiliation },
  { id: 'digiDeliveryId', header: 'DigiDeliveryid', cell: (a) => a.digiDeliveryId },
  { id: 'validated', header: 'Bevestigd', cell: (a) => yesNo(a.validated), width: 'minmax(5rem, 0.5fr)' },
];

const SCHOOL_YEAR_COLUMNS: Column<Account>[] = [
  { id: 'grades', header: 'Schooljaar', cell: (a) => schoolYears(a.grades), width: 'minmax(5rem, 0.6fr)' },
  {
    id: 'synced',
    header: accountMessages.syncedHeader,
    cell: (a) => yesNo(a.isFromTMProfielFromThisYear),
    width: 'minmax(6rem, 0.6fr)',
  },
];

/** The users-list columns; the school-year ones need schooljaarvakcontracten_inzien. */
export function accountColumns(canSeeSchoolYear: boolean): Column<Account>[] {
  return canSeeSchoolYear ? [...BASE_COLUMNS, ...SCHOOL_YEAR_COLUMNS] : BASE_COLUMNS;
}
