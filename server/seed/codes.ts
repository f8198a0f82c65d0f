import { withCheckDigit } from '../../domain/ean';

/** TLink codes are drawn from A-Z/0-9 without look-alikes: no 0/O, 1/I/L (31 characters). */
export const TLINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const MELDCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Spreads index i over the code space with a bijection (i * P + offset mod N, P coprime to N), so
 * codes look random, never collide for distinct indexes, and depend on the index alone.
 */
function scatter(
  index: number,
  alphabet: string,
  length: number,
  multiplier: bigint,
  offset: bigint,
): string {
  const base = BigInt(alphabet.length);
  const space = base ** BigInt(length);
  let value = (BigInt(index) * multiplier + offset) % space;
  let code = '';
  for (let i = 0; i < length; i++) {
    code = alphabet[Number(value % base)]! + code;
    value /= base;
  }
  return code;
}

/** The TLink licence code of demo licence number `index` (8 characters). */
export function tlinkCode(index: number): string {
  return scatter(index, TLINK_ALPHABET, 8, 529_140_861_917n, 88_211_407n);
}

/** The meldcode of demo log entry number `index` ('XXX-XXXX'). */
export function meldcode(index: number): string {
  const code = scatter(index, MELDCODE_ALPHABET, 7, 48_271_003_117n, 1_337_731n);
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The EAN of demo product number `index`: a 978 (book land) prefix and a valid GS1 check digit. */
export function productEan(index: number): string {
  return withCheckDigit(`97890${String(index).padStart(7, '0')}`);
}

/** A hex string of `length` characters derived from a number (deterministic ids for demo data). */
export function hexFor(seed: number, length: number): string {
  let out = '';
  let state = (seed * 2654435761) >>> 0;
  while (out.length < length) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** The Kennisnet (ECK iD) name id of demo account number `index`. */
export function knfNameId(index: number): string {
  return `https://ketenid.nl/201703/${hexFor(index + 1, 32)}`;
}
