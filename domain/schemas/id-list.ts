import * as v from 'valibot';
import { normaliseIdentifier, type TokenKind } from '../identifier-shapes';

/**
 * A list filter of many exact identifiers (issue 22 item 4: a column pasted into the palette
 * opens as one list). One parameter, the identifiers comma-, semicolon- or whitespace-separated
 * (as a spreadsheet column pastes), each normalised as its kind (a code upper-cased, dashes
 * dropped), duplicates removed. More than ID_LIST_MAX, or one that is not of the kind, is a 400:
 * a list that silently shows fewer than were asked for would be wrong (decision 351).
 */
export const ID_LIST_MAX = 500;

/** The reply header that names the asked-for identifiers the list does not hold. */
export const NOT_FOUND_HEADER = 'Not-Found-Ids';

export const idListMessages = {
  tooMany: (count: number) => `Te veel kenmerken: ${count}, maximaal ${ID_LIST_MAX} per lijst.`,
  invalid: (value: string) => `Ongeldig kenmerk '${value}'.`,
};

/** Splits a pasted column (or a URL value) into its items. */
export function splitIdList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The schema of one many-identifiers parameter of `kind`; its output is the normalised list, undefined when empty. */
export function idListParam(kind: TokenKind) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap(splitIdList)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const items = dataset.value;
      const normalised = new Set<string>();
      for (const item of items) {
        const value = normaliseIdentifier(kind, item);
        if (value === null) {
          addIssue({ message: idListMessages.invalid(item) });
          return NEVER;
        }
        normalised.add(value);
      }
      // `?licenseCodes=,` holds no identifier: no filter, rather than an empty one that the
      // not-found check would answer by reading every identifier in scope.
      if (normalised.size === 0) return undefined;
      if (normalised.size > ID_LIST_MAX) {
        addIssue({ message: idListMessages.tooMany(normalised.size) });
        return NEVER;
      }
      return [...normalised];
    }),
  );
}
