import type {
  LicenseActivationType,
  LicenseSource,
  LicenseType,
  TLinkLicenseState,
} from '../../../domain/enums';
import { type AdminPrincipal, can, maySeeFullNames, type NameViewer } from '../../../domain/rights';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { labelledRefJson, licenceProductJson } from '../../http/licence-json';
import type { TlinkRow } from './repository';

/**
 * How a licence's account is named to its reader: without gebruikers_inzien as 'account: {id}' only
 * (spec 001 §6); else by e-mail, then by full name where maySeeFullNames (decision 157), then by number.
 */
export type AccountNaming = { accounts: boolean; fullNames: boolean };

/** Everything the row knows: for the audit entry, which only superusers read. */
export const FULL_ACCOUNT_NAMING: AccountNaming = { accounts: true, fullNames: true };

export function accountNamingOf(admin: Pick<AdminPrincipal, 'rechten'> & NameViewer): AccountNaming {
  return { accounts: can(admin, 'gebruikers_inzien'), fullNames: maySeeFullNames(admin) };
}

function accountLabel(row: TlinkRow, accountId: number, naming: AccountNaming): string {
  const fallback = `account: ${accountId}`;
  if (!naming.accounts) return fallback;
  return row.accountEmail ?? (naming.fullNames ? row.accountName : null) ?? fallback;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Shapes a licence row with its joined names into the API's TLink licence (spec 001 §3) for a reader. */
export function tlinkJson(row: TlinkRow, naming: AccountNaming): TlinkLicense {
  const l = row.licence;
  return {
    id: l.id,
    licenseCode: l.licenseCode,
    product: {
      ...licenceProductJson(row),
      publisher: { id: row.publisherId, toString: row.publisherName ?? '' },
      endOfLifeDate: row.productEndOfLife.toISOString(),
    },
    organisation:
      l.organisationId === null
        ? null
        : { id: l.organisationId, toString: row.schoolName ?? '', brin: row.schoolBrin ?? null },
    account:
      l.accountId === null ? null : { id: l.accountId, toString: accountLabel(row, l.accountId, naming) },
    distributor: labelledRefJson(l.distributorId, row.distributorName),
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
