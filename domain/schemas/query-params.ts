import * as v from 'valibot';
import { idInRange, msg } from './rules';

// The query parameters every list filter takes, from the API's query string or the console's parsed
// URL search params; one definition each, so every list reads an id or a flag the same way.

/** An id from a URL (string) or a parsed search param (number). */
export const idParam = () =>
  v.pipe(
    v.union([v.number(msg.wrongType), v.pipe(v.string(msg.wrongType), v.regex(/^\d{1,10}$/, msg.invalid))]),
    v.transform(Number),
    v.integer(msg.integer),
    v.minValue(1, msg.min(1)),
    idInRange(),
  );

/** A multi-value parameter: repeated (`a=X&a=Y`), comma-separated, or an array from the URL. */
export const multiParam = <T extends string>(values: readonly T[]) =>
  v.pipe(
    v.union([v.string(msg.wrongType), v.array(v.string(msg.wrongType))]),
    v.transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.array(v.picklist(values, msg.invalid)),
  );

/**
 * `true`/`false` as text only: the filters whose URL and API query always carry the word (roles,
 * organisations, the product import's `onlyValid`); a boolean is refused, as `flagParam` takes it.
 */
export const textFlagParam = () =>
  v.pipe(
    v.picklist(['true', 'false'], msg.invalid),
    v.transform((value) => value === 'true'),
  );

/** `true`/`false` from a query string or a parsed search param. */
export const flagParam = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'], msg.invalid)]),
    v.transform((value) => value === true || value === 'true'),
  );
