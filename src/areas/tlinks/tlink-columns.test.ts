import { describe, expect, it } from 'vitest';
import { csvColumnsOf } from '../../kit/list-export';
import { tlinkColumns } from './tlink-columns';

const pairs = (canSeeAccounts: boolean) =>
  csvColumnsOf(tlinkColumns({ canSeeAccounts })).map((c) => `${c.label}=${c.field}`);

describe('the /tlinks export, derived from the TLink list columns', () => {
  it('keeps the headers it had when written apart, the account only with gebruikers_inzien', () => {
    const withoutAccount = [
      'Code=licenseCode',
      'Product=product.title',
      'EAN=product.ean',
      'Uitgever=product.publisher.toString',
      'Status=licenseState',
      'School=organisation.toString',
      'BRIN=organisation.brin',
      'Distributeur=distributor.toString',
      'Bron=creationMethod',
      'Startdatum=startDate',
      'Activatiedatum=activationDate',
      'Einddatum=endDate',
      'Referentie=referenceId',
      'Aangemaakt=createdAt',
    ];
    expect(pairs(false)).toEqual(withoutAccount);
    expect(pairs(true)).toEqual([
      ...withoutAccount.slice(0, 7),
      'Account=account.toString',
      ...withoutAccount.slice(7),
    ]);
  });
});
