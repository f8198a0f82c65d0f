import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import * as v from 'valibot';
import { EXTERN_ACCOUNT_TYPES } from '../enums';
import { externalAccountMessages, validationMessages } from '../messages';
import { isoDaySchema } from './dates';
import { dutchString, idInRange, maxChars, msg, nullableText } from './rules';

/** Text limits of the account form (spec 000 §5, §9). */
export const ACCOUNT_TEXT_MAX = 255;
export const PHONE_MAX = 100;

/** A Dutch mobile number (region NL, type MOBILE), as spec 000 §5 asks for the telephone. */
export function isDutchMobile(value: string): boolean {
  // The "mobile" metadata knows only mobile numbers, so a valid number is a mobile one.
  const parsed = parsePhoneNumberFromString(value, 'NL');
  return parsed !== undefined && parsed.country === 'NL' && parsed.isValid() && parsed.getType() === 'MOBILE';
}

const telephone = v.optional(
  v.nullable(
    v.pipe(
      dutchString(),
      v.trim(),
      maxChars(PHONE_MAX),
      v.check((value) => value === '' || isDutchMobile(value), validationMessages.phoneInvalid),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
  null,
);

/** The JSON attributes of an external account: any object. */
export const ExternAccountAttributesSchema = v.record(v.string(), v.unknown());

/** One external account to add (or link) on save: account type, name ID, attributes (spec 000 §7). */
export const RawExternalAccountSchema = v.object({
  accountType: v.picklist(EXTERN_ACCOUNT_TYPES, msg.invalid),
  nameId: v.pipe(
    dutchString(),
    v.trim(),
    v.nonEmpty(externalAccountMessages.nameIdRequiredFirst),
    maxChars(ACCOUNT_TEXT_MAX),
  ),
  attributes: v.optional(ExternAccountAttributesSchema, {}),
});
export type RawExternalAccount = v.InferOutput<typeof RawExternalAccountSchema>;

const idList = v.optional(v.array(v.pipe(v.number(msg.wrongType), v.integer(msg.integer), idInRange())), []);

/**
 * The account save payload of spec 000 §7: POST /api/accounts and PUT /api/accounts/{id}. The form
 * validates its fields with the same schema. `updatedAt` (optional) guards against lost updates.
 */
export const AccountSaveSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  email: nullableText(ACCOUNT_TEXT_MAX),
  telephone,
  blackListDate: v.optional(v.nullable(isoDaySchema()), null),
  givenName: nullableText(ACCOUNT_TEXT_MAX),
  first_name: nullableText(ACCOUNT_TEXT_MAX),
  tussenvoegsels: nullableText(ACCOUNT_TEXT_MAX),
  family_name: nullableText(ACCOUNT_TEXT_MAX),
  /** The external accounts the form showed and kept (ids); informative, the server keeps what is not deleted. */
  externalAccounts: idList,
  rawExternalAccounts: v.optional(v.array(RawExternalAccountSchema), []),
  /** Ids of the account's external accounts to detach. */
  rawExternalAccountsToDelete: idList,
  /** Ids of the account's confirmation links to delete. */
  accessurlsToDelete: idList,
  updatedAt: v.optional(v.nullable(v.string())),
});
export type AccountSaveInput = v.InferInput<typeof AccountSaveSchema>;
export type AccountSave = v.InferOutput<typeof AccountSaveSchema>;

/**
 * The add row of the external accounts on the account form (spec 000 §5): the name ID typed, the
 * type, and the attributes as JSON text; a name ID already added is refused. Its output is a
 * RawExternalAccount, which the save sends and the API checks with RawExternalAccountSchema.
 */
export const externalAccountAddSchema = (toAdd: readonly { nameId: string }[]) =>
  v.object({
    accountType: RawExternalAccountSchema.entries.accountType,
    nameId: v.pipe(
      RawExternalAccountSchema.entries.nameId,
      v.check(
        (nameId) => !toAdd.some((item) => item.nameId === nameId),
        (issue) => externalAccountMessages.nameIdExists(String(issue.input)),
      ),
    ),
    attributes: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseAttributesJson(dataset.value);
        if (parsed.ok) return parsed.value;
        addIssue({ message: `${externalAccountMessages.jsonError} ${parsed.error}` });
        return NEVER;
      }),
    ),
  });

/** Parses the attributes textarea: empty is `{}`; it must be a JSON object. */
export function parseAttributesJson(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, error: 'de attributen moeten een JSON-object zijn.' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
