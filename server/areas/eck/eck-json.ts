import type { TLinkLicenseState } from '../../../domain/enums';
import type { EckLicense } from '../../../domain/schemas/eck';
import type { eckLicenseReferenceIdTransitions } from '../../db/schema/eck';
import { labelledRefJson, schoolLicenceJson } from '../../http/licence-json';
import type { EckRow } from './repository';

type Transition = typeof eckLicenseReferenceIdTransitions.$inferSelect;

/** Shapes an ECK licence row and its reference-id history into the API's ECK licence (spec 001 §3). */
export function eckJson(row: EckRow, transitions: readonly Transition[]): EckLicense {
  const l = row.licence;
  return {
    ...schoolLicenceJson(row),
    userId: l.userId,
    eckLicenseReferenceIdTransitions: transitions.map((t) => ({
      fromReferenceId: t.fromReferenceId,
      fromState: t.fromState,
      toReferenceId: t.toReferenceId,
      toState: t.toState,
      timestamp: t.timestamp.toISOString(),
    })),
    distributor: labelledRefJson(l.distributorId, row.distributorName),
    licenseState: l.licenseState as TLinkLicenseState,
    contractId: l.contractId,
    createdAt: l.createdAt.toISOString(),
  };
}
