import * as v from 'valibot';
import { EXTERN_ACCOUNT_TYPES, PROFILE_ROLES } from '../enums';
import { idListParam } from './id-list';
import { flagParam } from './query-params';
import { timestamps } from './reply-parts';
import { dutchString, maxChars, minChars, msg } from './rules';

/** Name attributes of an account as the API returns them (spec 000 §3). */
export const AccountAttributesSchema = v.object({
  given_name: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  tussenvoegsels: v.nullable(v.string()),
  family_name: v.nullable(v.string()),
});

/** The account attributes that make up the full name (spec 000 §2): hidden where maySeeFullNames says no. */
export const FULL_NAME_ATTRIBUTES = ['first_name', 'tussenvoegsels', 'family_name'] as const;

/**
 * Keys by which an external account (KNF, BP) carries the person's name: they fill the name fields
 * (which the form then disables) and are hidden where maySeeFullNames says no.
 */
export const EXTERN_FULL_NAME_ATTRIBUTES = [
  'givenName',
  'sn',
  'cn',
  'displayName',
  'first_name',
  'tussenvoegsels',
  'family_name',
  'voornaam',
  'achternaam',
  'nlEduPersonTussenvoegsels',
] as const;

export const ExternAccountSchema = v.object({
  id: v.number(),
  accountType: v.picklist(EXTERN_ACCOUNT_TYPES),
  nameId: v.string(),
  attributes: v.record(v.string(), v.unknown()),
  isUndetachable: v.boolean(),
  ...timestamps,
});
export type ExternAccount = v.InferOutput<typeof ExternAccountSchema>;

/** An account as GET /api/accounts and GET /api/accounts/{id} return it. */
export const AccountSchema = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  telephone: v.nullable(v.string()),
  blackListDate: v.nullable(v.string()),
  attributes: AccountAttributesSchema,
  validated: v.boolean(),
  ...timestamps,
  pseudoId: v.nullable(v.string()),
  roles: v.array(v.string()),
  grades: v.nullable(v.string()),
  isFromTMProfielFromThisYear: v.boolean(),
  accessurlPresent: v.boolean(),
  username: v.nullable(v.string()),
  nlEduPersonHomeOrganizationId: v.nullable(v.string()),
  eduPersonAffiliation: v.nullable(v.string()),
  digiDeliveryId: v.nullable(v.string()),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/**
 * A gebruiker is an account with a platform role, student or teacher (ProfileRole, spec 000 §3
 * `roles`): a person learning material is for, whom a publisher's application knows by a pseudo id.
 * An account without one (made by hand, never signed in) is not (decision 158).
 */
export const GEBRUIKER_ROLES = PROFILE_ROLES;
export function isGebruiker(account: Pick<Account, 'roles'>): boolean {
  return account.roles.some((role) => (GEBRUIKER_ROLES as readonly string[]).includes(role));
}

/** Minimum lengths before a users-list filter is sent (spec 000 §5). */
export const ACCOUNT_FILTER_MIN_LENGTH = {
  input: 3,
  voornaam: 3,
  tussenvoegsels: 2,
  achternaam: 3,
  userid: 4,
  brin: 4,
  externid: 3,
} as const;

/** Search-input maximum (spec 000 §9). */
export const SEARCH_INPUT_MAX = 200;

const filterText = (min: number) =>
  v.optional(v.pipe(dutchString(), v.trim(), minChars(min), maxChars(SEARCH_INPUT_MAX)));

/** Filters of GET /api/accounts: the console's URL search params and the API's query validate with this. */
export const AccountListFilterSchema = v.object({
  input: filterText(ACCOUNT_FILTER_MIN_LENGTH.input),
  voornaam: filterText(ACCOUNT_FILTER_MIN_LENGTH.voornaam),
  tussenvoegsels: filterText(ACCOUNT_FILTER_MIN_LENGTH.tussenvoegsels),
  achternaam: filterText(ACCOUNT_FILTER_MIN_LENGTH.achternaam),
  userid: filterText(ACCOUNT_FILTER_MIN_LENGTH.userid),
  brin: filterText(ACCOUNT_FILTER_MIN_LENGTH.brin),
  digiDeliveryId: filterText(1),
  /** School year 1-8 (grade JAAR_n); absent means all. */
  schoolYear: v.optional(v.pipe(v.string(), v.regex(/^[1-8]$/, msg.invalid))),
  /** Only gebruikers (isGebruiker): the pseudo-id tools' lookup of a user (spec 001 §7; decision 158). */
  alleenGebruikers: v.optional(flagParam()),
  /** Many pasted account numbers or e-mail addresses: exactly those accounts (decision 436). */
  ids: v.optional(idListParam('accountId')),
  emails: v.optional(idListParam('email')),
});
export type AccountListFilter = v.InferOutput<typeof AccountListFilterSchema>;

/** The users-list filters, sort fields and export fields that reveal full names (maySeeFullNames). */
export const ACCOUNT_FULL_NAME_FILTERS = ['voornaam', 'tussenvoegsels', 'achternaam'] as const;
export const ACCOUNT_FULL_NAME_SORT_FIELDS = ['familyName'] as const;
export const ACCOUNT_FULL_NAME_EXPORT_FIELDS = FULL_NAME_ATTRIBUTES.map(
  (key) => `attributes.${key}` as const,
);

/** Sortable fields of the users list; default updatedAt descending. */
export const ACCOUNT_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'id',
  'email',
  'username',
  'familyName',
] as const;

/** An external account with the account it is linked to (null: unlinked). */
export const LinkedExternAccountSchema = v.object({
  ...ExternAccountSchema.entries,
  account: v.optional(v.nullable(v.number()), null),
});
export type LinkedExternAccount = v.InferOutput<typeof LinkedExternAccountSchema>;
