import { hasValidCheckDigit, isEanShape } from './ean';

/**
 * The shapes of the identifiers the console knows (the kinds are listed in `tokens.ts`) and how one
 * value is read as exactly one kind. Apart from the ticket grammar (`tokens.ts`) because the list
 * routes' many-identifier filters validate with `normaliseIdentifier` at startup, and the grammar
 * loads with the palette's dialog (decision 425-428's startup budget).
 */

export type TokenKind =
  | 'tlinkCode'
  | 'ean'
  | 'accountId'
  | 'meldcode'
  | 'email'
  | 'brin'
  | 'eckId'
  | 'reference';

export type Candidate = {
  kind: TokenKind;
  /** The normalised identifier, what the resolver looks up. */
  value: string;
  /** The text it came from. */
  raw: string;
  /** 0..1, for ranking only. */
  confidence: number;
  /** Written with a label (or in a console link): the kind is certain. */
  labelled: boolean;
  /** Only for `ean`: whether the GS1 check digit is right. */
  checkDigitValid?: boolean;
};

/**
 * Ranking. Labelled beats everything; for a pure 8-digit number accountId (0.7) ranks above
 * tlinkCode (0.55) because codes from our alphabet always hold a letter.
 */
export const CONFIDENCE = {
  labelled: 1,
  email: 0.95,
  eanValid: 0.95,
  eanInvalid: 0.7,
  eckIdUrl: 0.95,
  meldcode: 0.9,
  tlinkMixedAlphabet: 0.9,
  tlinkMixed: 0.85,
  brin: 0.8,
  accountId: 0.7,
  tlinkDigits: 0.55,
  eckIdOpaque: 0.4,
  tlinkLetters: 0.3,
  /** All letters, in capitals and without look-alikes: a code as printed (above typed text's 0.35). */
  tlinkLettersPrinted: 0.4,
  uuidReference: 0.3,
  reference: 0.2,
  /** Subtracted when a form had to be re-joined (spaces/dashes inside a code, ISBN dashes). */
  joinedPenalty: 0.05,
} as const;

// ---------------------------------------------------------------------------------------------
// Normalisation

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const ODD_DASHES = /[\u2010-\u2015\u2212\uFE58]/g;
const ODD_QUOTES = /[\u2018-\u201F\u00AB\u00BB\u2039\u203A`\u00B4]/g;

/** Unicode clean-up applied before any matching: NFKC, no zero-width chars, plain spaces/dashes/quotes. */
export function normaliseInput(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(ODD_SPACES, ' ')
    .replace(ODD_DASHES, '-')
    .replace(ODD_QUOTES, '"')
    .normalize('NFC'); // removing a zero-width char may leave a base letter beside its accent
}

export const ACCOUNT_ID = /^[1-9]\d{0,9}$/;
export const TLINK_CODE = /^[A-Z0-9]{8}$/;
export const MELDCODE = /^[A-Z0-9]{3}-[A-Z0-9]{4}$/;
export const BRIN = /^\d{2}[A-Z]{2}(?:\d{2})?$/;
export const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
export const OPAQUE_ID = /^[A-Za-z0-9_-]{20,}$/;
export const REFERENCE = /^[A-Za-z0-9._-]{6,64}$/;
const ECK_URL = /^https?:\/\/ketenid\.nl\/(\d{6})\/([A-Za-z0-9_-]{16,})\/?$/i;
export const EMAIL_BODY =
  '[A-Za-z0-9][A-Za-z0-9_%+-]*(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,24}';
export const EMAIL = new RegExp(`^${EMAIL_BODY}$`);

/** The normalised ECK iD URL, or null. */
export function eckUrl(token: string): string | null {
  const m = ECK_URL.exec(token);
  return m ? `https://ketenid.nl/${m[1]}/${m[2]}` : null;
}

const EDGE_LEADING = /^[\s"'([{<#-]+/;
const EDGE_TRAILING = /[\s"')\]}>.,;:!?-]+$/;

export function stripEdges(s: string): string {
  return s.replace(EDGE_LEADING, '').replace(EDGE_TRAILING, '');
}

/**
 * Normalises `text` as exactly `kind` (what a label or a route parameter says it is), or null when
 * it is not of that shape. Idempotent: a candidate's value normalises to itself.
 */
export function normaliseIdentifier(kind: TokenKind, text: string): string | null {
  return classifyAs(kind, stripEdges(normaliseInput(text)), text)?.value ?? null;
}

/** Reads `value` as exactly `kind` (a labelled value), or null when it is not of that shape. */
export function classifyAs(kind: TokenKind, value: string, raw: string): Candidate | null {
  const upper = value.toUpperCase();
  const labelled = (v: string, extra?: Partial<Candidate>): Candidate => ({
    kind,
    value: v,
    raw,
    confidence: CONFIDENCE.labelled,
    labelled: true,
    ...extra,
  });
  switch (kind) {
    case 'tlinkCode': {
      const joined = upper.replace(/[ -]+/g, '');
      return TLINK_CODE.test(joined) ? labelled(joined) : null;
    }
    case 'ean': {
      const joined = value.replace(/[ -]+/g, '');
      return isEanShape(joined) ? labelled(joined, { checkDigitValid: hasValidCheckDigit(joined) }) : null;
    }
    case 'accountId':
      return ACCOUNT_ID.test(value) ? labelled(value) : null;
    case 'meldcode':
      return MELDCODE.test(upper) ? labelled(upper) : null;
    case 'brin': {
      const joined = upper.replace(/ +/g, '');
      return BRIN.test(joined) ? labelled(joined) : null;
    }
    case 'email':
      return EMAIL.test(value) ? labelled(value.toLowerCase()) : null;
    case 'eckId': {
      const eck = eckUrl(value);
      if (eck) return labelled(eck);
      return OPAQUE_ID.test(value) ? labelled(value) : null;
    }
    case 'reference':
      return REFERENCE.test(value) ? labelled(value) : null;
  }
}
