/** A TLink licence as GET /api/tlinklicenses answers it: available, of account 5. */
export function tlinkLicence(id: number, licenseCode: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    licenseCode,
    product: {
      id: 4,
      title: 'Wiskunde Plus',
      ean: '9789000000017',
      toString: 'Wiskunde Plus (9789000000017)',
      publisher: { id: 1, toString: 'Uitgeverij Noorderlicht' },
      endOfLifeDate: '2030-07-31',
    },
    organisation: null,
    account: { id: 5, toString: 'gebruiker5@school.test' },
    distributor: null,
    startDate: '2024-08-01',
    activationDate: null,
    endDate: '2025-07-31',
    referenceId: null,
    licenseState: 'AVAILABLE',
    licenseType: null,
    amount: 1,
    autoRenew: false,
    activationMethod: null,
    creationMethod: 'BEHEER',
    schoolContractReferenceId: null,
    createdAt: '2024-08-01T10:00:00.000Z',
    updatedAt: '2024-08-01T10:00:00.000Z',
    ...overrides,
  };
}
