import { accountMessages } from '../../../domain/messages';
import { ACCOUNT_FULL_NAME_EXPORT_FIELDS } from '../../../domain/schemas/account';
import type { CsvColumn } from '../../api/exports';
import type { AccountListAccess } from './account-search';

const BASE_CSV_COLUMNS: CsvColumn[] = [
  { label: accountMessages.usernameHeader, field: 'username' },
  { label: 'E-mail', field: 'email' },
  { label: 'Voornaam', field: 'attributes.first_name' },
  { label: 'Tussenvoegsels', field: 'attributes.tussenvoegsels' },
  { label: 'Achternaam', field: 'attributes.family_name' },
  { label: 'BRIN', field: 'nlEduPersonHomeOrganizationId' },
  { label: 'Federatierol', field: 'eduPersonAffiliation' },
  { label: 'DigiDeliveryid', field: 'digiDeliveryId' },
  { label: 'Bevestigd', field: 'validated' },
];

const SCHOOL_YEAR_CSV_COLUMNS: CsvColumn[] = [
  { label: 'Schooljaar', field: 'grades' },
  { label: accountMessages.syncedHeader, field: 'isFromTMProfielFromThisYear' },
];

const isNameField = (column: CsvColumn) =>
  (ACCOUNT_FULL_NAME_EXPORT_FIELDS as readonly string[]).includes(column.field);

/**
 * The columns of 'Exporteren als excel': the list's columns (spec 000 §2), the name split into its
 * parts and the contact e-mail added, since a spreadsheet sorts and filters on them. The name parts
 * need maySeeFullNames, the school year schooljaarvakcontracten_inzien.
 */
export function accountCsvColumns(access: AccountListAccess): CsvColumn[] {
  const base = access.fullNames
    ? BASE_CSV_COLUMNS
    : BASE_CSV_COLUMNS.filter((column) => !isNameField(column));
  return access.schoolYear ? [...base, ...SCHOOL_YEAR_CSV_COLUMNS] : base;
}
