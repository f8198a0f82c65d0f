import { type AdminPrincipal, can } from '../../../domain/rights';
import type { Account } from '../../../domain/schemas/account';
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

/** School year and the synced flag are for administrators with schooljaarvakcontracten_inzien only. */
export function accountForViewer<T extends Account>(admin: Pick<AdminPrincipal, 'rechten'>, account: T): T {
  if (can(admin, 'schooljaarvakcontracten_inzien')) return account;
  return { ...account, grades: null, isFromTMProfielFromThisYear: false };
}
