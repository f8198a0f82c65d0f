import { PRODUCT_KEY } from './product';
import { type AdminPrincipal, can, isSuperuser, type Right } from './rights';

/** Types other than School, and organisation styles, are managed with this right (spec 001 §2). */
export const PUBLISHERS_RIGHT = `organisaties_uitgevers_distributeurs_${PRODUCT_KEY}` as Right;

type OrganisationFacts = { id: number | null; type: readonly string[] };

export const isSchoolOnly = (types: readonly string[]) => types.every((type) => type === 'School');

/**
 * Why the administrator may not change (create, edit, delete) an organisation of these types, or
 * null when they may: other types need the publishers right, and a publisher-bound administrator
 * changes no publisher but their own (decisions 042, 153). Server, commands and screens share it.
 */
export function organisationWriteRefusal(
  admin: AdminPrincipal,
  org: OrganisationFacts,
): 'typeNeedsRight' | 'ownPublisherOnly' | null {
  if (isSchoolOnly(org.type)) return null;
  if (!can(admin, PUBLISHERS_RIGHT)) return 'typeNeedsRight';
  if (admin.uitgeverId !== null && !isSuperuser(admin) && org.id !== admin.uitgeverId)
    return 'ownPublisherOnly';
  return null;
}

/** Whether the administrator may change this organisation (see organisationWriteRefusal). */
export const mayChangeOrganisation = (admin: AdminPrincipal, org: OrganisationFacts) =>
  organisationWriteRefusal(admin, org) === null;

/** Organisation styles (Leskluis or THIEME) are managed with the publishers right (spec 001 §2). */
export const mayManageStyles = (admin: Pick<AdminPrincipal, 'rechten'>) => can(admin, PUBLISHERS_RIGHT);
