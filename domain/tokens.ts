import { hasValidCheckDigit, isEanShape } from './ean';
import {
  ACCOUNT_ID,
  BRIN,
  type Candidate,
  CONFIDENCE,
  classifyAs,
  EMAIL,
  EMAIL_BODY,
  eckUrl,
  MELDCODE,
  normaliseInput,
  OPAQUE_ID,
  REFERENCE,
  stripEdges,
  TLINK_CODE,
  type TokenKind,
  UUID,
} from './identifier-shapes';

/**
 * The identifier grammar of the command palette: typed or pasted text -> candidate identifiers.
 *
 * Kinds and shapes (DESIGN §5; what the spec leaves open is decided here and listed in the report
 * for docs/decisions/):
 * - tlinkCode  8 x [A-Z0-9], upper-cased. New codes use TLINK_CODE_ALPHABET and always hold a
 *              letter and a digit, so they are found in free text.
 * - ean        13 digits, first 1-9 (also written with dashes, as an ISBN-13); a wrong GS1 check
 *              digit is reported (`checkDigitValid: false`), not refused.
 * - accountId  1-10 digits, no leading zero. In free text at least 5 digits (smaller numbers are
 *              counts, grades and years).
 * - meldcode   XXX-XXXX of [A-Z0-9], upper-cased.
 * - email      pragmatic local@domain.tld, lower-cased.
 * - brin       2 digits + 2 letters, optional 2-digit vestiging (12AB, 12AB00), upper-cased.
 * - eckId      `https://ketenid.nl/<6 digits>/<id of 16+ [A-Za-z0-9_-]>` (scheme and host
 *              lower-cased, the id kept as is), or an opaque id of 20+ [A-Za-z0-9_-] holding a
 *              letter and a digit (also how external-account name IDs look), kept as is.
 * - reference  6-64 x [A-Za-z0-9._-] with a digit that matched no stronger kind (UUIDs included:
 *              generated reference ids are UUIDs), lowest confidence, kept as is.
 *
 * Labels as written in activity logs ('tlink: X', 'ean: X', 'account: N') and as people write
 * them in tickets, with or without a colon ('code is X', 'acc 40939', 'klantnummer 40939',
 * 'gebruiker', 'licentiecode', 'isbn', 'meldcode', 'brin', 'school', 'e-mail'; LABEL_KINDS),
 * resolve to exactly that kind. Console links (/accounts/N, /accounts/merge/N/M,
 * /tlinks/code/X, /producten/ean/X) count as labelled too. In free text a code split once by a
 * space or dash ('2227 5UYK') is joined; numbers a ticket names as orders, invoices, tickets,
 * cases, phones or KvK are never identifiers (decision 350).
 */

/** A candidate found in free text; `index` is its offset in the normalised text (see normaliseInput). */
export type Extracted = Candidate & { index: number };

/** Alphabet of new TLink codes: A-Z and 0-9 without the look-alikes 0/O and 1/I/L. */
export const TLINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TLINK_CODE_LENGTH = 8;

const DIGITS = '23456789';

/** Draws a new TLink code from TLINK_CODE_ALPHABET; `randomInt(n)` returns an integer in [0, n). */
export function generateTlinkCode(randomInt: (n: number) => number): string {
  const draw = (alphabet: string): string => {
    const c = alphabet[randomInt(alphabet.length)];
    if (c === undefined) throw new RangeError('randomInt(n) must return an integer in [0, n)');
    return c;
  };
  const chars = Array.from({ length: TLINK_CODE_LENGTH }, () => draw(TLINK_CODE_ALPHABET));
  // Every code holds a letter and a digit so that free-text extraction finds it; fixing one
  // position (instead of redrawing) always terminates, whatever randomInt does.
  const hasDigit = chars.some((c) => DIGITS.includes(c));
  const hasLetter = chars.some((c) => !DIGITS.includes(c));
  if (!hasDigit) chars[randomInt(TLINK_CODE_LENGTH) % TLINK_CODE_LENGTH] = draw(DIGITS);
  if (!hasLetter) {
    const letters = TLINK_CODE_ALPHABET.slice(0, TLINK_CODE_ALPHABET.length - DIGITS.length);
    chars[randomInt(TLINK_CODE_LENGTH) % TLINK_CODE_LENGTH] = draw(letters);
  }
  return chars.join('');
}

// ---------------------------------------------------------------------------------------------
// Shapes

/** Unit-like letter pairs that make '16GB' or '10AM' look like a BRIN in free text. */
const BRIN_STOP = new Set([
  'AM',
  'PM',
  'KB',
  'MB',
  'GB',
  'TB',
  'PX',
  'PT',
  'CM',
  'MM',
  'KM',
  'KG',
  'MG',
  'ML',
  'HZ',
]);
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[A-Za-z]/;

const LOOK_ALIKES = /[01OIL]/;

function tlinkConfidence(code: string): number {
  const digit = HAS_DIGIT.test(code);
  const letter = HAS_LETTER.test(code);
  if (digit && letter) return LOOK_ALIKES.test(code) ? CONFIDENCE.tlinkMixed : CONFIDENCE.tlinkMixedAlphabet;
  return digit ? CONFIDENCE.tlinkDigits : CONFIDENCE.tlinkLetters;
}

function eanCandidate(value: string, raw: string, penalty = 0): Candidate {
  const checkDigitValid = hasValidCheckDigit(value);
  const base = checkDigitValid ? CONFIDENCE.eanValid : CONFIDENCE.eanInvalid;
  return { kind: 'ean', value, raw, confidence: round(base - penalty), labelled: false, checkDigitValid };
}

/** Rounds away float noise (0.85 - 0.05) so confidences compare and print cleanly. */
const round = (n: number) => Math.round(n * 100) / 100;

function candidate(kind: TokenKind, value: string, raw: string, confidence: number): Candidate {
  return { kind, value, raw, confidence: round(confidence), labelled: false };
}

type Mode = 'typed' | 'text';

/**
 * Every kind an unlabelled token can be. 'text' mode (free text) is stricter: a TLink code needs a
 * letter and a digit, an account id 5+ digits, a BRIN or an all-letter meldcode upper case.
 */
function classify(token: string, raw: string, mode: Mode): Candidate[] {
  if (token.includes('@')) {
    return EMAIL.test(token) ? [candidate('email', token.toLowerCase(), raw, CONFIDENCE.email)] : [];
  }
  const eck = eckUrl(token);
  if (eck) return [candidate('eckId', eck, raw, CONFIDENCE.eckIdUrl)];

  const text = mode === 'text';
  // Fast path for prose: without a digit, free text can only hold an upper-case meldcode.
  if (text && !HAS_DIGIT.test(token) && !token.includes('-')) return [];
  const out: Candidate[] = [];
  if (/^\d+$/.test(token)) {
    if (isEanShape(token)) out.push(eanCandidate(token, raw));
    if (ACCOUNT_ID.test(token) && (!text || token.length >= 5)) {
      out.push(candidate('accountId', token, raw, CONFIDENCE.accountId));
    }
    if (token.length === TLINK_CODE_LENGTH && !text) {
      out.push(candidate('tlinkCode', token, raw, CONFIDENCE.tlinkDigits));
    }
    return out;
  }

  const upper = token.toUpperCase();
  const digit = HAS_DIGIT.test(token);
  const letter = HAS_LETTER.test(token);
  if (TLINK_CODE.test(upper) && (!text || (digit && letter))) {
    // One code in eleven of the alphabet has no digit: written in capitals without a look-alike,
    // as codes are printed and pasted, it is looked up; a typed word in lower case is not.
    const isPrinted = !digit && token === upper && !LOOK_ALIKES.test(upper);
    out.push(
      candidate('tlinkCode', upper, raw, isPrinted ? CONFIDENCE.tlinkLettersPrinted : tlinkConfidence(upper)),
    );
  }
  if (BRIN.test(upper) && (!text || (token === upper && !BRIN_STOP.has(upper.slice(2, 4))))) {
    out.push(candidate('brin', upper, raw, CONFIDENCE.brin));
  }
  if (MELDCODE.test(upper) && (!text || digit || token === upper)) {
    out.push(candidate('meldcode', upper, raw, CONFIDENCE.meldcode));
  }
  // Separated forms: 'AB12 CD34' / 'AB12-CD34' (a code) and '978-90-01-23456-7' (an ISBN-13).
  const separated = text ? /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/ : /^[A-Za-z0-9]+(?:[ -]+[A-Za-z0-9]+)+$/;
  if (out.length === 0 && separated.test(token)) {
    const joined = upper.replace(/[ -]+/g, '');
    if (TLINK_CODE.test(joined) && (!text || (digit && letter))) {
      out.push(candidate('tlinkCode', joined, raw, tlinkConfidence(joined) - CONFIDENCE.joinedPenalty));
    }
  }
  if (/^\d+(?:[ -]+\d+)+$/.test(token)) {
    const joined = token.replace(/[ -]+/g, '');
    if (isEanShape(joined)) out.push(eanCandidate(joined, raw, CONFIDENCE.joinedPenalty));
  }
  if (out.length > 0) return out;

  if (UUID.test(token)) return [candidate('reference', token, raw, CONFIDENCE.uuidReference)];
  if (OPAQUE_ID.test(token) && digit && letter)
    return [candidate('eckId', token, raw, CONFIDENCE.eckIdOpaque)];
  if (REFERENCE.test(token) && digit && (!text || (letter && /\d.*\d/.test(token)))) {
    return [candidate('reference', token, raw, CONFIDENCE.reference)];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Labels

const LABEL_KINDS: Record<string, TokenKind> = {
  tlink: 'tlinkCode',
  tlinkcode: 'tlinkCode',
  code: 'tlinkCode',
  licentie: 'tlinkCode',
  licentiecode: 'tlinkCode',
  ean: 'ean',
  isbn: 'ean',
  account: 'accountId',
  accountid: 'accountId',
  accountnummer: 'accountId',
  acc: 'accountId',
  klant: 'accountId',
  klantnummer: 'accountId',
  klantnr: 'accountId',
  gebruiker: 'accountId',
  gebruikersnummer: 'accountId',
  meldcode: 'meldcode',
  brin: 'brin',
  school: 'brin',
  email: 'email',
  'e-mail': 'email',
};
/** The label words, longest first so that 'accountnummer' is not read as 'account' + 'nummer'. */
const LABEL_WORDS = Object.keys(LABEL_KINDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

// ---------------------------------------------------------------------------------------------
// Console links

const ROUTE =
  /\/accounts\/merge\/([1-9]\d{0,9})\/([1-9]\d{0,9})(?![\w])|\/accounts\/([1-9]\d{0,9})(?![\w])|\/tlinks\/code\/([A-Za-z0-9]{8})(?![\w])|\/producten\/ean\/(\d{13})(?![\w])/g;

/** Identifiers named by console paths inside `text`, labelled by their route. */
function routeCandidates(text: string, baseIndex: number): Extracted[] {
  const out: Extracted[] = [];
  for (const m of text.matchAll(ROUTE)) {
    const index = baseIndex + (m.index ?? 0);
    const raw = m[0];
    const found = [
      m[1] && classifyAs('accountId', m[1], raw),
      m[2] && classifyAs('accountId', m[2], raw),
      m[3] && classifyAs('accountId', m[3], raw),
      m[4] && classifyAs('tlinkCode', m[4], raw),
      m[5] && classifyAs('ean', m[5], raw),
    ];
    for (const c of found) if (c) out.push({ ...c, index });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Ranking

/** Sorts candidates: labelled first, then by confidence (stable otherwise). */
export function rankCandidates<T extends Candidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(
    (a, b) => Number(b.labelled) - Number(a.labelled) || b.confidence - a.confidence,
  );
}

/** Keeps the first of each kind+value, upgraded by later ones; mutates (callers pass fresh objects). */
function dedupe<T extends Candidate>(candidates: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const c of candidates) {
    const key = `${c.kind}:${c.value}`;
    const first = seen.get(key);
    if (!first) seen.set(key, c);
    else {
      first.labelled ||= c.labelled;
      first.confidence = Math.max(first.confidence, c.confidence);
    }
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------------------------------------
// parseToken: one typed token

const TYPED_LABEL = new RegExp(
  `^(${LABEL_WORDS})\\.?(?:\\s*[:#]\\s*|\\s+(?:(?:is|nummer|nr\\.?)\\s*:?\\s*)?)(.+)$`,
  'is',
);

/** Candidates for one typed or pasted token, ranked best first; [] when nothing fits. */
export function parseToken(text: string): Candidate[] {
  const raw = text.trim();
  const cleaned = stripEdges(normaliseInput(text));
  if (cleaned === '') return [];

  const label = TYPED_LABEL.exec(cleaned);
  if (label) {
    const kind = LABEL_KINDS[label[1]!.toLowerCase()];
    const value = stripEdges(label[2] ?? '');
    const c = kind ? classifyAs(kind, value, raw) : null;
    return c ? [c] : [];
  }
  if (/^https?:\/\//i.test(cleaned) || cleaned.startsWith('/')) {
    const eck = eckUrl(cleaned);
    if (eck) return [candidate('eckId', eck, raw, CONFIDENCE.eckIdUrl)];
    return rankCandidates(dedupe(routeCandidates(cleaned, 0).map(({ index: _, ...c }) => c)));
  }
  return rankCandidates(dedupe(classify(cleaned, raw, 'typed')));
}

// ---------------------------------------------------------------------------------------------
// extractIdentifiers: a pasted ticket

/**
 * A label in a ticket: the word, then a colon ('code: X'), or words as people write them ('code is
 * X', 'klantnummer 40939', 'acc nr. 40939'); the value may stand in quotes or brackets, and a code
 * split once ('tlink ab12 cd34') takes its second half along.
 */
const TEXT_LABEL = new RegExp(
  `(?<![A-Za-z0-9_-])(${LABEL_WORDS})\\.?(?:[ \\t]*([:#])[ \\t]*|[ \\t]+(?:(?:is|was|nummer|nr\\.?)[ \\t]*:?[ \\t]*)?)["'(\\[]?([^\\s,;()<>\\[\\]{}"]+)(?:[ \\t]([A-Za-z0-9]{4}))?`,
  'gi',
);
/** Without a colon a short number after a label word is a count ('account 2 keer'), not an id. */
const UNMARKED_ACCOUNT_ID = /^[1-9]\d{3,9}$/;
const URL = /(?:\bhttps?:\/\/|(?<![\w.@-])www\.)[^\s<>"'()[\]{}]+/gi;
const TEXT_EMAIL = new RegExp(`(?<![\\w.%+-])${EMAIL_BODY}(?![A-Za-z0-9-])`, 'g');
/** Spans whose digits are never identifiers: timestamps, dates, times, phones, amounts. */
const NOISE = [
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g,
  /(?<![\w-])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?![\w-])/g,
  /(?<![\w:])\d{1,2}:\d{2}(?::\d{2})?(?![\w:])/g,
  /\+\d(?:(?:[ \t]?-[ \t]?|[ \t])?(?:\(0\)[ \t]?)?\d){8,14}/g,
  /(?<![\w+-])0(?:(?:[ \t]?-[ \t]?|[ \t])?\d){9}(?!\w)/g,
  /€[ \t]?\d[\d.,]*/g,
  /(?<![\d.,])\d[\d.,]*[ \t]?%/g,
  /(?<!\d)\d+(?:\.\d+)+/g,
  /(?<!\d)\d+,\d{1,2}(?!\d)/g,
  // Dutch postcodes (1234AB, 1234 AB)
  /(?<![\w-])[1-9]\d{3}[ \t]?[A-Za-z]{2}(?![\w-])/g,
  // Numbers a ticket names as something else: orders, invoices, tickets, cases, phones, KvK, IBAN.
  /(?<![A-Za-z0-9_-])(?:order[ -]?(?:nummer|nr\.?)|bestel(?:ling|nummer|nr\.?)|factuur(?:nummer|nr\.?)?|ticket(?:nummer|nr\.?)?|zaak(?:nummer|nr\.?)?|dossier(?:nummer|nr\.?)?|kvk(?:[ -]?nummer)?|iban|btw(?:[ -]?nummer)?|tel(?:efoon(?:nummer)?)?\.?|mobiel|huisnummer|klas|groep|lokaal)[ \t]*[:#=]?[ \t]*(?:is[ \t]+)?#?[A-Za-z0-9][A-Za-z0-9./_-]*/gi,
];
/**
 * A TLink code split once by a space in free text ('2227 5UYK', 'AB12 CD34'). Not a word and a
 * number ('HAVO 2024', 'BLOK 1234'); in lower case only when both halves hold a digit.
 */
const SPACED_CODE = /(?<![A-Za-z0-9_-])([A-Za-z0-9]{4}) ([A-Za-z0-9]{4})(?![A-Za-z0-9_-])/g;

function spacedCode(first: string, second: string): string | null {
  const joined = `${first}${second}`;
  if (!HAS_DIGIT.test(joined) || !HAS_LETTER.test(joined)) return null;
  const letters = (s: string) => /^[A-Za-z]+$/.test(s);
  const digits = (s: string) => /^\d+$/.test(s);
  if ((letters(first) && digits(second)) || (digits(first) && letters(second))) return null;
  const upper = joined === joined.toUpperCase();
  if (!upper && (joined !== joined.toLowerCase() || letters(first) || letters(second))) return null;
  return joined.toUpperCase();
}
const TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

const blank = (s: string) => ' '.repeat(s.length);

/**
 * Every identifier in free text (a pasted ticket, a log line), deduplicated, in order of
 * appearance; an ambiguous token yields its candidates ranked at the same index.
 */
export function extractIdentifiers(text: string): Extracted[] {
  let work = normaliseInput(text);
  const found: Extracted[] = [];

  work = work.replace(
    TEXT_LABEL,
    (
      match,
      word: string,
      mark: string | undefined,
      value: string,
      second: string | undefined,
      at: number,
    ) => {
      const kind = LABEL_KINDS[word.toLowerCase()];
      if (!kind) return match;
      const cleanValue = stripEdges(value);
      if (kind === 'accountId' && !mark && !UNMARKED_ACCOUNT_ID.test(cleanValue)) return match;
      const joined =
        second && kind === 'tlinkCode' ? classifyAs(kind, `${cleanValue}${second}`, match) : null;
      const singleRaw = match.slice(0, match.length - (second ? second.length + 1 : 0));
      const single = joined ?? classifyAs(kind, cleanValue, stripEdges(singleRaw));
      if (!single) return match;
      found.push({ ...single, index: at });
      return joined || !second ? blank(match) : `${blank(match.slice(0, -second.length))}${second}`;
    },
  );

  work = work.replace(URL, (match: string, at: number) => {
    const url = match.replace(TRAILING_PUNCTUATION, '');
    const eck = eckUrl(url);
    if (eck) found.push({ ...candidate('eckId', eck, url, CONFIDENCE.eckIdUrl), index: at });
    else found.push(...routeCandidates(url, at));
    return blank(match);
  });
  work = work.replace(ROUTE, (match: string, ...rest: unknown[]) => {
    const at = rest.find((r) => typeof r === 'number') as number;
    found.push(...routeCandidates(match, at));
    return blank(match);
  });

  work = work.replace(TEXT_EMAIL, (match: string, at: number) => {
    found.push({ ...candidate('email', match.toLowerCase(), match, CONFIDENCE.email), index: at });
    return blank(match);
  });

  for (const noise of NOISE) work = work.replace(noise, blank);

  work = work.replace(SPACED_CODE, (match: string, first: string, second: string, at: number) => {
    const code = spacedCode(first, second);
    if (!code) return match;
    const confidence = tlinkConfidence(code) - CONFIDENCE.joinedPenalty;
    found.push({ ...candidate('tlinkCode', code, match, confidence), index: at });
    return blank(match);
  });

  for (const m of work.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    for (const c of rankCandidates(classify(m[0], m[0], 'text'))) found.push({ ...c, index });
  }

  // Array.prototype.sort is stable: equal candidates keep the order they were found in.
  found.sort(
    (a, b) => a.index - b.index || Number(b.labelled) - Number(a.labelled) || b.confidence - a.confidence,
  );
  return dedupe(found);
}
