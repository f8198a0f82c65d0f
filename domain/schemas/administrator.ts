import * as v from 'valibot';
import { administratorMessages as m, passwordMessages as p } from '../schema-messages';
import { NamedRefSchema, timestamps } from './reply-parts';
import { dutchString, idInRange, maxChars, msg } from './rules';

/** Minimum password length (spec 001 §9). */
export const PASSWORD_MIN_LENGTH = 9;
const MAX = 255;

/** A reference to another entity by id, as the API's bodies carry it (`{ id }`). */
export const IdRefSchema = v.object({
  id: v.pipe(v.number(msg.wrongType), v.integer(msg.integer), idInRange()),
});

const name = v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(m.nameRequired), maxChars(MAX)), '');
const email = v.optional(
  v.pipe(
    dutchString(),
    v.trim(),
    v.nonEmpty(m.emailRequired),
    maxChars(MAX),
    v.email(m.emailInvalid),
    v.toLowerCase(),
  ),
  '',
);
const rol = v.nullish(IdRefSchema);
/** Absent on a PUT: the publisher stays as it is. */
const uitgever = v.optional(v.nullable(IdRefSchema));

/**
 * Rules across fields are `partialCheck`s: a plain `check` after `v.object` runs only once every
 * field is valid, so the form showed 'Rol is verplicht' or 'Wachtwoord moet overeenkomen' only in
 * a second round. A partial check runs as soon as the fields it names are valid themselves.
 */
function confirmationMatches(input: unknown): boolean {
  const { password, passwordConfirmation } = input as { password?: unknown; passwordConfirmation?: unknown };
  // Compared with the password as typed, even when that is too short: both errors show at once.
  return passwordConfirmation === undefined || passwordConfirmation === password;
}

/** PUT administrators/{id} and the edit form (spec 001 §5). */
export const AdministratorUpdateSchema = v.pipe(
  v.object({
    name,
    email,
    rol,
    uitgever,
    updatedAt: v.optional(v.string()),
    /** Asked when administrators change their own e-mail address (decision 183). */
    currentPassword: v.optional(v.pipe(v.string(), maxChars(MAX))),
  }),
  v.forward(
    v.partialCheck([['rol']], (input) => input.rol != null, m.roleRequired),
    ['rol'],
  ),
);
export type AdministratorUpdate = v.InferOutput<typeof AdministratorUpdateSchema>;

/** A new password: required, long enough, not too long; the texts differ per form. */
const newPassword = (required: string, tooShort: string) =>
  v.optional(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.minLength(PASSWORD_MIN_LENGTH, tooShort),
      maxChars(MAX),
    ),
    '',
  );

/**
 * POST administrators and the create form: password and its confirmation. The API accepts the
 * body without `passwordConfirmation` (spec 001 §7); when it is sent it must match.
 */
export const AdministratorCreateSchema = v.pipe(
  v.object({
    name,
    email,
    password: newPassword(m.passwordRequired, m.passwordMin),
    passwordConfirmation: v.optional(v.string()),
    rol,
    uitgever,
  }),
  v.forward(
    v.partialCheck([['rol']], (input) => input.rol != null, m.roleRequired),
    ['rol'],
  ),
  v.forward(v.partialCheck([['passwordConfirmation']], confirmationMatches, m.passwordMismatch), [
    'passwordConfirmation',
  ]),
);
export type AdministratorCreate = v.InferOutput<typeof AdministratorCreateSchema>;

/**
 * POST administrators/{id}/actions/changepassword and the password form. `oldPassword` is asked of
 * non-superusers and of anyone changing their own password (decision 183); the server checks it,
 * that the new password differs from the stored one and that it is not a common password.
 */
export const PasswordChangeSchema = v.pipe(
  v.object({
    oldPassword: v.optional(v.pipe(v.string(), maxChars(MAX))),
    password: newPassword(p.newRequired, p.newMin),
    passwordConfirmation: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['password']],
      (input) => !input.oldPassword || input.oldPassword !== input.password,
      p.newSameAsCurrent,
    ),
    ['password'],
  ),
  v.forward(v.partialCheck([['passwordConfirmation']], confirmationMatches, p.newMismatch), [
    'passwordConfirmation',
  ]),
);
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;

/** Filters of GET administrators (spec 001 §7): q on name and e-mail, rol by id. */
export const AdministratorListFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  rol: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, msg.invalid))),
});
export type AdministratorListFilter = v.InferOutput<typeof AdministratorListFilterSchema>;

export const ADMINISTRATOR_SORT_FIELDS = ['name', 'email', 'id', 'updatedAt', 'createdAt'] as const;

/** GET administrators/me: the signed-in administrator with role and rights (spec 000 §3, §7). */
export const CurrentAdministratorSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  rol: v.object({
    id: v.number(),
    naam: v.string(),
    rechten: v.array(v.string()),
    uitgever: v.nullable(NamedRefSchema),
  }),
  uitgever: v.nullable(v.object({ ...NamedRefSchema.entries, askForVolledigeNaam: v.boolean() })),
});
export type CurrentAdministrator = v.InferOutput<typeof CurrentAdministratorSchema>;

/** An administrator as GET administrators, GET administrators/{id} and a save return it. */
export const AdministratorSchema = v.object({
  ...CurrentAdministratorSchema.entries,
  rol: v.object({ ...CurrentAdministratorSchema.entries.rol.entries, isKiesbaar: v.boolean() }),
  ...timestamps,
});
export type Administrator = v.InferOutput<typeof AdministratorSchema>;
