import { hasValidCheckDigit } from './ean';

/**
 * "Bedoelde je ...?" (issue 22 item 2): the identifiers a mistyped one may have been meant as,
 * each with why. Pure: the palette looks the variants up in one many-identifiers list call and
 * offers only those that exist (in the administrator's scope), never jumping to one by itself.
 *
 * - TLink code: one look-alike character read as its twin (S/5, B/8, Z/2, O/0, I/1, L/1, I/L),
 *   or two neighbours swapped.
 * - EAN: one digit different or two neighbours swapped, keeping only variants with a right GS1
 *   check digit; an EAN whose own check digit is right has none (GS1 catches every single-digit
 *   error and nearly every swap, so such an EAN was not mistyped that way).
 */

export type Correction = { value: string; why: string };

/** Characters read as each other on paper and on screen. */
const LOOK_ALIKES: Record<string, readonly string[]> = {
  S: ['5'],
  '5': ['S'],
  B: ['8'],
  '8': ['B'],
  Z: ['2'],
  '2': ['Z'],
  O: ['0'],
  '0': ['O'],
  I: ['1', 'L'],
  L: ['1', 'I'],
  '1': ['I', 'L'],
};

export const correctionTexts = {
  lookAlike: (typed: string, meant: string) => `${meant} in plaats van ${typed}`,
  swapped: (first: string, second: string) => `${first} en ${second} omgewisseld`,
  digit: (position: number, typed: string, meant: string) =>
    `cijfer ${position}: ${meant} in plaats van ${typed}`,
};

function swaps(value: string): Correction[] {
  const out: Correction[] = [];
  for (let i = 0; i + 1 < value.length; i++) {
    const a = value[i]!;
    const b = value[i + 1]!;
    if (a === b) continue;
    out.push({
      value: `${value.slice(0, i)}${b}${a}${value.slice(i + 2)}`,
      why: correctionTexts.swapped(a, b),
    });
  }
  return out;
}

/** Dropping variants equal to the input or to an earlier variant (the first reason wins). */
function distinct(input: string, corrections: Correction[]): Correction[] {
  const seen = new Set([input]);
  return corrections.filter((c) => !seen.has(c.value) && seen.add(c.value));
}

/** The codes a TLink code (normalised: 8 upper-case characters) may have been meant as. */
export function tlinkCodeCorrections(code: string): Correction[] {
  const out: Correction[] = [];
  for (let i = 0; i < code.length; i++) {
    const typed = code[i]!;
    for (const meant of LOOK_ALIKES[typed] ?? []) {
      out.push({
        value: `${code.slice(0, i)}${meant}${code.slice(i + 1)}`,
        why: correctionTexts.lookAlike(typed, meant),
      });
    }
  }
  return distinct(code, [...out, ...swaps(code)]);
}

/** The EANs with a right check digit one digit or one swap away from `ean` (13 digits). */
export function eanCorrections(ean: string): Correction[] {
  if (hasValidCheckDigit(ean)) return [];
  const out: Correction[] = [];
  for (let i = 0; i < ean.length; i++) {
    for (let digit = 0; digit <= 9; digit++) {
      const meant = String(digit);
      if (meant === ean[i]) continue;
      out.push({
        value: `${ean.slice(0, i)}${meant}${ean.slice(i + 1)}`,
        why: correctionTexts.digit(i + 1, ean[i]!, meant),
      });
    }
  }
  return distinct(
    ean,
    [...swaps(ean), ...out].filter((c) => hasValidCheckDigit(c.value)),
  );
}
