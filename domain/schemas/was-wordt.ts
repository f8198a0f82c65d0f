import * as v from 'valibot';
import { WAS_WORDT_ATTRIBUTES } from '../enums';
import { wasWordtExtraMessages, wasWordtMessages } from '../messages';
import { msg } from './rules';

/** Default delimiter of a Was-Wordt CSV (spec 001 §9). */
export const WAS_WORDT_DELIMITER = ',';
/** The largest list applied in one call. */
export const WAS_WORDT_MAX_ROWS = 10_000;

/** A was or wordt value: not empty ('Veld mag niet leeg zijn') and without spaces ('Veld bevat spatie(s)'). */
const value = () =>
  v.pipe(
    v.string(wasWordtMessages.notEmpty),
    v.minLength(1, wasWordtMessages.notEmpty),
    // \S* (not \S+): an empty value gets only its own error, not also "contains spaces".
    v.regex(/^\S*$/, wasWordtMessages.containsSpaces),
    v.maxLength(255, msg.maxChars(255)),
  );

export const WasWordtItemSchema = v.object({ was: value(), wordt: value() });

/**
 * Body of POST waswordtitems/actions/import (spec 001 §3, §7); the form validates with it too. A
 * `was` that repeats an earlier row's is refused on that row's `was`.
 */
export const WasWordtImportSchema = v.pipe(
  v.object({
    attribuut: v.picklist(WAS_WORDT_ATTRIBUTES, msg.required),
    wasWordtItems: v.pipe(
      v.array(WasWordtItemSchema, wasWordtMessages.noInput),
      v.minLength(1, wasWordtMessages.noInput),
      v.maxLength(WAS_WORDT_MAX_ROWS, msg.max(WAS_WORDT_MAX_ROWS)),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const items = dataset.value;
        for (const row of duplicateWasRows(items)) {
          const item = items[row - 1]!;
          addIssue({
            message: wasWordtExtraMessages.duplicateWas,
            path: [
              { type: 'array', origin: 'value', input: items, key: row - 1, value: item },
              { type: 'object', origin: 'value', input: item, key: 'was', value: item.was },
            ],
          });
        }
      }),
    ),
  }),
);

/**
 * The /waswordt form: rows as typed (each with the key the screen lists it by). A last row left
 * empty below others is not sent; what is sent is checked by the API's WasWordtImportSchema.
 */
export const WasWordtFormSchema = v.pipe(
  v.object({
    attribuut: v.string(),
    wasWordtItems: v.array(v.object({ was: v.string(), wordt: v.string() })),
  }),
  v.transform(({ attribuut, wasWordtItems: rows }) => {
    const last = rows.at(-1);
    const isLastEmpty = rows.length > 1 && last?.was === '' && last.wordt === '';
    const items = (isLastEmpty ? rows.slice(0, -1) : rows).map(({ was, wordt }) => ({ was, wordt }));
    return { attribuut, wasWordtItems: items };
  }),
  WasWordtImportSchema,
);
export type WasWordtImport = v.InferOutput<typeof WasWordtImportSchema>;

/** One row of the answer: what was asked and what happened (the log offered as CSV). */
export const WasWordtResultRowSchema = v.object({ was: v.string(), wordt: v.string(), info: v.string() });
export type WasWordtResultRow = v.InferOutput<typeof WasWordtResultRowSchema>;

/** The 1-based row of a validation issue path such as 'wasWordtItems.2.was', or null. */
export function rowOfIssuePath(path: string): number | null {
  const match = /^wasWordtItems\.(\d+)(\.|$)/.exec(path);
  return match ? Number(match[1]) + 1 : null;
}

/** Index pairs of rows whose `was` repeats an earlier row (row numbers 1-based). */
export function duplicateWasRows(items: readonly { was: string }[]): number[] {
  const seen = new Set<string>();
  const rows: number[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.was)) rows.push(i + 1);
    seen.add(item.was);
  });
  return rows;
}
