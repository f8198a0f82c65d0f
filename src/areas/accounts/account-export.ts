import { accountMessages } from '../../../domain/messages';
import type { CsvColumn } from '../../api/exports';

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

/**
 * The columns of 'Exporteren als excel': the list's columns (spec 000 §2), the name split into its
 * parts and the contact e-mail added, since a spreadsheet sorts and filters on them.
 */
export function accountCsvColumns(canSeeSchoolYear: boolean): CsvColumn[] {
  return canSeeSchoolYear ? [...BASE_CSV_COLUMNS, ...SCHOOL_YEAR_CSV_COLUMNS] : BASE_CSV_COLUMNS;
}
