import * as v from 'valibot';
import { validationMessages } from '../shell-messages';
import './default-messages';

/**
 * Validation pieces with the spec's generic Dutch messages (spec 000 §5), so no schema falls back
 * to valibot's English defaults.
 */
export const msg = {
  ...validationMessages,
  minChars: (min: number) => `Minimaal ${min} tekens`,
} as const;

export const maxChars = (max: number) => v.maxLength<string, number, string>(max, msg.maxChars(max));
export const minChars = (min: number) => v.minLength<string, number, string>(min, msg.minChars(min));
export const dutchString = () => v.string(msg.wrongType);

/** The largest value of PostgreSQL's `integer`, the type of every id and count column. */
export const DB_INT_MAX = 2_147_483_647;
/** An id beyond DB_INT_MAX names no row; refused as invalid instead of failing in the database. */
export const idInRange = () => v.maxValue<number, number, string>(DB_INT_MAX, msg.invalid);
/** A count or amount stored in an `integer` column. */
export const intInRange = () => v.maxValue<number, number, string>(DB_INT_MAX, msg.max(DB_INT_MAX));
/** A row id in a body: a whole number from 1 to DB_INT_MAX. */
export const dbId = () =>
  v.pipe(v.number(msg.wrongType), v.integer(msg.integer), v.minValue(1, msg.invalid), idInRange());
/** An optional text of at most `max` characters, not blank (filters and queries). */
export const optionalText = (max = 200) =>
  v.optional(v.pipe(dutchString(), v.trim(), v.minLength(1, msg.required), maxChars(max)));
/** Optional text of a body: trimmed, stored as null when empty. */
export const nullableText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        dutchString(),
        v.trim(),
        maxChars(max),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  );
/** An optional row id typed as digits (a filter or query param). */
export const optionalId = () =>
  v.optional(
    v.pipe(
      dutchString(),
      v.regex(/^\d{1,10}$/, msg.digitsOnly),
      v.transform(Number),
      v.minValue(1, msg.min(1)),
      idInRange(),
    ),
  );

/**
 * How many rows a list call returns (`amount`, the activity, audit and log searches): up to
 * `digits` digits, from 1 to `max`; more digits is 'only digits', a larger number is 'at most'.
 */
export const rowAmount = (max: number, digits: number) =>
  v.pipe(
    dutchString(),
    v.regex(new RegExp(`^\\d{1,${digits}}$`), msg.digitsOnly),
    v.transform(Number),
    v.minValue(1, msg.min(1)),
    v.maxValue(max, msg.max(max)),
  );
