import { type AdminPrincipal, can, maySeeFullNames, type NameViewer } from '../../../domain/rights';
import { type Account, FULL_NAME_ATTRIBUTES } from '../../../domain/schemas/account';
import type { accounts } from '../../db/schema/accounts';

type AccountRow = typeof accounts.$inferSelect;

/** Shapes a database row into the API's Account (spec 000 §3). */
export function accountJson(row: AccountRow, accessurlPresent: boolean): Account {
  return {
    id: row.id,
    email: row.email,
    telephone: row.telephone,
    blackListDate: row.blackListDate,
    attributes: {
      given_name: row.givenName,
      first_name: row.firstName,
      tussenvoegsels: row.tussenvoegsels,
      family_name: row.familyName,
    },
    validated: row.validated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pseudoId: row.pseudoId,
    roles: row.roles,
    grades: row.grades,
    isFromTMProfielFromThisYear: row.isFromTMProfielFromThisYear,
    accessurlPresent,
    username: row.username,
    nlEduPersonHomeOrganizationId: row.nlEduPersonHomeOrganizationId,
    eduPersonAffiliation: row.eduPersonAffiliation,
    digiDeliveryId: row.digiDeliveryId,
  };
}

/** The account's name attributes as this viewer may read them: the full name only where maySeeFullNames. */
function namesForViewer(viewer: NameViewer, attributes: Account['attributes']): Account['attributes'] {
  if (maySeeFullNames(viewer)) return attributes;
  return { ...attributes, ...Object.fromEntries(FULL_NAME_ATTRIBUTES.map((key) => [key, null])) };
}

/**
 * What this administrator may read of an account: school year and the synced flag need
 * schooljaarvakcontracten_inzien, first name, infix and last name maySeeFullNames (decision 157).
 */
export function accountForViewer<T extends Account>(
  admin: Pick<AdminPrincipal, 'rechten'> & NameViewer,
  account: T,
): T {
  const named = { ...account, attributes: namesForViewer(admin, account.attributes) };
  if (can(admin, 'schooljaarvakcontracten_inzien')) return named;
  return { ...named, grades: null, isFromTMProfielFromThisYear: false };
}
