/**
 * The pieces every route's search schema is built from (decision 200): a value read from the URL
 * as text (src/kit/search-params.ts) or handed over typed by `navigate`, checked, and dropped on
 * its own when bad. `lenient` is the one fallback rule; the rest are the shared field shapes.
 */
import * as v from 'valibot';
import { idInRange } from '../../domain/schemas/rules';
import { urlText } from './search-params';

/**
 * One search field: typed values are first written as the URL would hold them, so a value
 * `navigate` passes and the same value read back after a reload parse alike; a bad or absent
 * value becomes undefined and never fails the page.
 */
export function lenient<TOutput>(piece: v.GenericSchema<string, TOutput>) {
  return v.fallback(v.optional(v.pipe(v.unknown(), v.transform(urlText), piece)), undefined);
}

/** A yes-only flag: `true` is kept, anything else is absent. */
export const flagParam = v.pipe(
  v.literal('true'),
  v.transform((): boolean => true),
);

/** A row id: 1 to 10 digits, positive, within the database's integer range. */
export const idParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/),
  v.transform(Number),
  v.minValue(1),
  idInRange(),
);

/** The API's `DIRECTION-field` sort (spec 000 §7) on one of the list's sortable fields. */
export const sortParam = (fields: readonly string[]) =>
  v.pipe(v.string(), v.regex(new RegExp(`^(ASC|DESC)-(${fields.join('|')})$`)));

/**
 * The one way a URL asks a screen for an action (`?actie=reserveren`): a command's target carries
 * it, the screen runs it once and clears it.
 */
export const actieParam = <A extends string>(values: readonly A[]) => v.picklist(values);

/**
 * A route's search from pieces that read URL text (an API filter schema's entries, say), each
 * lenient: `lenientObject({ meldcode: v.pipe(v.string(), v.maxLength(20)) })`.
 */
export function lenientObject<E extends Record<string, v.GenericSchema<string, unknown>>>(entries: E) {
  const fields = Object.fromEntries(Object.entries(entries).map(([key, piece]) => [key, lenient(piece)]));
  return v.object(fields) as unknown as v.GenericSchema<unknown, { [K in keyof E]?: v.InferOutput<E[K]> }>;
}

/** The search of a screen whose only param is a command's `actie`. */
export const actieSearchSchema = <A extends string>(values: readonly A[]) =>
  lenientObject({ actie: actieParam(values) });
