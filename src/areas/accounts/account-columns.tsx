import { accountName } from '../../../domain/account-name';
import { accountMessages } from '../../../domain/messages';
import type { Account } from '../../../domain/schemas/account';
import type { Column } from '../../kit/infinite-table';
import { schoolYears, yesNo } from './account-name';
import type { AccountListAccess } from './account-search';

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

/** The users-list columns; school year needs schooljaarvakcontracten_inzien, 'Naam' maySeeFullNames. */
export function accountColumns(access: AccountListAccess): Column<Account>[] {
  const base = access.fullNames ? BASE_COLUMNS : BASE_COLUMNS.filter((column) => column.id !== 'name');
  return access.schoolYear ? [...base, ...SCHOOL_YEAR_COLUMNS] : base;
}
