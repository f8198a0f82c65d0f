import { accountName } from '../../../domain/account-name';
import { accountMessages } from '../../../domain/messages';
import type { Account } from '../../../domain/schemas/account';
import { textColumn, yesNoColumn } from '../../kit/column-kinds';
import type { ExportColumn } from '../../kit/list-export';
import type { AccountListAccess } from './account-list-access';
import { schoolYears } from './account-name';

// 'Exporteren als excel' adds the contact e-mail and splits the name into its parts: a
// spreadsheet sorts and filters on them (decision 012).
const BASE_COLUMNS: ExportColumn<Account>[] = [
  textColumn('username', accountMessages.usernameHeader, {
    sort: true,
    csv: [
      { label: accountMessages.usernameHeader, field: 'username' },
      { label: 'E-mail', field: 'email' },
    ],
  }),
  {
    id: 'name',
    header: 'Naam',
    cell: accountName,
    sortField: 'familyName',
    csv: [
      { label: 'Voornaam', field: 'attributes.first_name' },
      { label: 'Tussenvoegsels', field: 'attributes.tussenvoegsels' },
      { label: 'Achternaam', field: 'attributes.family_name' },
    ],
  },
  textColumn('nlEduPersonHomeOrganizationId', 'BRIN', { width: '0.6fr' }),
  textColumn('eduPersonAffiliation', 'Federatierol'),
  textColumn('digiDeliveryId', 'DigiDeliveryid'),
  yesNoColumn('validated', 'Bevestigd', { width: '0.5fr' }),
];

const SCHOOL_YEAR_COLUMNS: ExportColumn<Account>[] = [
  {
    id: 'grades',
    header: 'Schooljaar',
    cell: (a) => schoolYears(a.grades),
    width: '0.6fr',
    csv: 'grades',
  },
  yesNoColumn('isFromTMProfielFromThisYear', accountMessages.syncedHeader, { width: '0.6fr' }),
];

/**
 * The users-list columns, and so its export's; school year needs schooljaarvakcontracten_inzien,
 * 'Naam' (and the name parts in the export) maySeeFullNames.
 */
export function accountColumns(access: AccountListAccess): ExportColumn<Account>[] {
  const base = access.fullNames ? BASE_COLUMNS : BASE_COLUMNS.filter((column) => column.id !== 'name');
  return access.schoolYear ? [...base, ...SCHOOL_YEAR_COLUMNS] : base;
}
