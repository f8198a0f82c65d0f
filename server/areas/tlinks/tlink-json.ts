import type {
  LicenseActivationType,
  LicenseSource,
  LicenseType,
  TLinkLicenseState,
} from '../../../domain/enums';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import type { TlinkRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Shapes a licence row with its joined names into the API's TLink licence (spec 001 §3). */
export function tlinkJson(row: TlinkRow): TlinkLicense {
  const l = row.licence;
  return {
    id: l.id,
    licenseCode: l.licenseCode,
    product: {
      id: l.productId,
      title: row.productTitle,
      ean: row.productEan,
      toString: `${row.productTitle} (${row.productEan})`,
      publisher: { id: row.publisherId, toString: row.publisherName ?? '' },
      endOfLifeDate: row.productEndOfLife.toISOString(),
    },
    organisation:
      l.organisationId === null
        ? null
        : { id: l.organisationId, toString: row.schoolName ?? '', brin: row.schoolBrin ?? null },
    account:
      l.accountId === null
        ? null
        : { id: l.accountId, toString: row.accountEmail ?? row.accountName ?? `account: ${l.accountId}` },
    distributor:
      l.distributorId === null ? null : { id: l.distributorId, toString: row.distributorName ?? '' },
    startDate: iso(l.startDate),
    activationDate: iso(l.activationDate),
    endDate: iso(l.endDate),
    referenceId: l.referenceId,
    licenseState: l.licenseState as TLinkLicenseState,
    licenseType: (row.licenseType as LicenseType | null) ?? null,
    amount: l.amount,
    autoRenew: l.autoRenew,
    activationMethod: (l.activationMethod as LicenseActivationType | null) ?? null,
    creationMethod: l.creationMethod as LicenseSource,
    schoolContractReferenceId: l.schoolContractReferenceId,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}
