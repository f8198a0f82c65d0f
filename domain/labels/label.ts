/**
 * How a person reads a code or a boolean: the shared helpers of the label catalogue
 * (docs/decisions/220-one-label-catalogue.md). The maps themselves live beside this file, one per
 * part of the product, typed `Record<Enum, string>` so a value without a label fails typecheck.
 */

/** 'Ja' or 'Nee'; nothing for a value that is not known, never 'true', 'false' or 'null'. */
export function yesNo(value: boolean | null | undefined): string {
  return value === true ? YES_NO_OPTIONS[0].label : value === false ? YES_NO_OPTIONS[1].label : '';
}

/** The choices of a yes/no filter, whose URL value is 'true' or 'false'. */
export const YES_NO_OPTIONS = [
  { value: 'true', label: 'Ja' },
  { value: 'false', label: 'Nee' },
] as const;

/**
 * The Dutch label of a code; an unknown code (a value newer than the console) reads as itself, so
 * it is never hidden, and a missing one as nothing.
 */
export function labelOf(labels: Readonly<Record<string, string>>, code: string | null | undefined): string {
  if (code === null || code === undefined) return '';
  return Object.hasOwn(labels, code) ? labels[code]! : code;
}

/**
 * A catalogue whose labels are the codes as they are written: the spec's own Dutch words, or names
 * a person reads as they are (request methods, sector abbreviations, attribute names).
 */
export function asWritten<T extends string>(values: readonly T[]): Record<T, string> {
  const labels = {} as Record<T, string>;
  for (const value of values) labels[value] = value;
  return labels;
}

/** Choices for a select or filter: the code travels, the label is shown. */
export function optionsOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
