import { describe, expect, it } from 'vitest';
import { csvColumnsOf } from '../../kit/list-export';
import { accountColumns } from './account-columns';

const pairs = (access: { fullNames: boolean; schoolYear: boolean }) =>
  csvColumnsOf(accountColumns(access)).map((column) => `${column.label}=${column.field}`);

const ALL = [
  'Gegeven=username',
  'E-mail=email',
  'Voornaam=attributes.first_name',
  'Tussenvoegsels=attributes.tussenvoegsels',
  'Achternaam=attributes.family_name',
  'BRIN=nlEduPersonHomeOrganizationId',
  'Federatierol=eduPersonAffiliation',
  'DigiDeliveryid=digiDeliveryId',
  'Bevestigd=validated',
  'Schooljaar=grades',
  'Gesynchroniseerd=isFromTMProfielFromThisYear',
];

describe('the users export, derived from the users list columns', () => {
  it('keeps the headers it had when written apart: e-mail and the name parts added', () => {
    expect(pairs({ fullNames: true, schoolYear: true })).toEqual(ALL);
  });

  it('leaves out the name parts and the school year with the columns that need the rights', () => {
    const rightsNeeded = /first_name|tussenvoegsels|family_name|grades|isFromTMProfiel/;
    expect(pairs({ fullNames: false, schoolYear: false })).toEqual(ALL.filter((p) => !rightsNeeded.test(p)));
  });
});
