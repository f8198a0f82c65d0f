import { normaliseIdentifier, type TokenKind } from '../domain/identifier-shapes';
import { IDENTIFIER_LABELS } from '../domain/labels/identifiers';
import { type AdminPrincipal, can, type Right } from '../domain/rights';
import { ID_LIST_MAX, idListMessages, splitIdList } from '../domain/schemas/id-list';
import type { RouteLink } from './route-link';

/**
 * A pasted column (issue 22 item 4): many identifiers of one kind, one per line or comma- or
 * semicolon-separated, as copied from a spreadsheet. The palette offers to open them as one list,
 * filtered to exactly those identifiers by the list's many-identifiers filter (decision 351), and
 * says which the list does not hold. The check is the list's own first page (decision 535): ONE
 * call, which the opened list paints from instead of asking again.
 */

/** Fewer identifiers are a ticket or a typed search; a column starts at three. */
export const COLUMN_MIN = 3;

export type ColumnKind = 'tlinkCode' | 'ean' | 'accountId' | 'email' | 'reference';

type ColumnPlan = {
  right: Right;
  link: (values: string[]) => RouteLink;
  /**
   * Ordinary words are no column: a column of TLink codes holds a digit somewhere (not in each
   * code: one in eleven of the alphabet's codes has none); a reference, which could be any word,
   * holds one in each.
   */
  digits: 'some' | 'each' | 'none';
  /**
   * A column of TLink codes holds a letter somewhere: all numbers are account numbers, as the
   * single-token grammar ranks an 8-digit number (identifier-shapes.ts).
   */
  letters?: 'some';
};

const PLANS: Record<ColumnKind, ColumnPlan> = {
  tlinkCode: {
    right: 'tlinklicenties_inzien',
    link: (values) => ({ to: '/tlinks', search: { licenseCodes: values } }),
    digits: 'some',
    letters: 'some',
  },
  ean: {
    right: 'producten_inzien',
    link: (values) => ({ to: '/producten', search: { eans: values } }),
    digits: 'none',
  },
  // Accounts are not bound to a publisher: the users list's right is their whole scope (decision 436).
  accountId: {
    right: 'gebruikers_inzien',
    link: (values) => ({ to: '/accounts', search: { ids: values } }),
    digits: 'none',
  },
  email: {
    right: 'gebruikers_inzien',
    link: (values) => ({ to: '/accounts', search: { emails: values } }),
    digits: 'none',
  },
  // Last: a reference is any code-like word, so a column of TLink codes or numbers is read as those.
  reference: {
    right: 'ecklicenties_inzien',
    link: (values) => ({ to: '/ecklicenties', search: { referenceIds: values } }),
    digits: 'each',
  },
};

export type Column = {
  kind: ColumnKind;
  /** Normalised, each once, in the order pasted. */
  values: string[];
  /** More than ID_LIST_MAX: the list cannot be opened; the text says so. */
  tooMany: string | null;
  link: RouteLink;
};

export type ColumnCheck = { column: Column; notFound: readonly string[] | null };

/** The column `text` is, for this administrator, or null when it is not one. */
export function columnIn(text: string, admin: AdminPrincipal): Column | null {
  const items = splitIdList(text);
  if (items.length < COLUMN_MIN) return null;
  for (const kind of Object.keys(PLANS) as ColumnKind[]) {
    const plan = PLANS[kind];
    if (!can(admin, plan.right)) continue;
    const values = normaliseAll(kind, items, plan);
    if (!values) continue;
    const unique = [...new Set(values)];
    return {
      kind,
      values: unique,
      tooMany: unique.length > ID_LIST_MAX ? idListMessages.tooMany(unique.length) : null,
      link: plan.link(unique.slice(0, ID_LIST_MAX)),
    };
  }
  return null;
}

function normaliseAll(kind: TokenKind, items: string[], plan: ColumnPlan): string[] | null {
  const hasDigit = (item: string) => /\d/.test(item);
  if (plan.digits === 'some' && !items.some(hasDigit)) return null;
  if (plan.digits === 'each' && !items.every(hasDigit)) return null;
  if (plan.letters === 'some' && !items.some((item) => /[a-z]/i.test(item))) return null;
  const values: string[] = [];
  for (const item of items) {
    const value = normaliseIdentifier(kind, item);
    if (value === null) return null;
    values.push(value);
  }
  return values;
}

/**
 * Which identifiers of the column its list does not hold (the list reply's `Not-Found-Ids`), or
 * null when the API could not answer; the console reads it from the list's first page.
 */
export type CheckColumn = (column: Column) => Promise<readonly string[] | null>;

/** Dutch texts of a pasted column. */
export const columnMessages = {
  open: (column: Column) => `Open als lijst: ${column.values.length} × ${IDENTIFIER_LABELS[column.kind]}`,
  checked: (check: ColumnCheck) => {
    if (check.notFound === null) return 'Niet na te gaan welke er bestaan.';
    const { length } = check.notFound;
    if (length === 0) return `Alle ${check.column.values.length} gevonden.`;
    const shown = check.notFound.slice(0, 20).join(', ');
    const more = length > 20 ? ` en ${length - 20} meer` : '';
    return `${check.column.values.length - length} gevonden, ${length} niet gevonden: ${shown}${more}.`;
  },
};
