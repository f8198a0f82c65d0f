import { normaliseIdentifier, type TokenKind } from '../domain/identifier-shapes';
import { IDENTIFIER_LABELS } from '../domain/labels/identifiers';
import type { AdminPrincipal } from '../domain/rights';
import { ID_LIST_MAX, idListMessages, splitIdList } from '../domain/schemas/id-list';
import type { RouteLink } from './route-link';
import { mayOpen, routeEntry } from './route-table';

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

type ListPath = RouteLink['to'];
type LinkTo<P extends ListPath> = Extract<RouteLink, { to: P }>;
type SearchOf<P extends ListPath> = NonNullable<LinkTo<P>['search']>;
/** The search keys of list `P` that take a list of identifiers (its many-identifiers filters). */
type IdListKey<P extends ListPath> = Extract<
  { [K in keyof SearchOf<P>]-?: string[] extends SearchOf<P>[K] ? K : never }[keyof SearchOf<P>],
  string
>;

/**
 * The list a column opens and the filter that takes it: `filter` must be one of the list's
 * many-identifiers search keys (a wrong one does not compile), so the link built from the two is
 * the typed link the router checks. Who may open the list is the route table's rule.
 */
function columnList<const P extends ListPath, const F extends IdListKey<P>>(list: P, filter: F) {
  return {
    list,
    link: (values: string[]) => ({ to: list, search: { [filter]: values } }) as LinkTo<P>,
  };
}

type ColumnPlan = ReturnType<typeof columnList> & {
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

/**
 * Each kind of column, the one declaration of it: the list it opens with its filter (the console
 * maps the list to its API source in src/palette/column-list.ts) and how to tell it from words.
 */
const PLANS = {
  tlinkCode: { ...columnList('/tlinks', 'licenseCodes'), digits: 'some', letters: 'some' },
  ean: { ...columnList('/producten', 'eans'), digits: 'none' },
  // Accounts are not bound to a publisher: the users list's right is their whole scope (decision 436).
  accountId: { ...columnList('/accounts', 'ids'), digits: 'none' },
  email: { ...columnList('/accounts', 'emails'), digits: 'none' },
  // Last: a reference is any code-like word, so a column of TLink codes or numbers is read as those.
  reference: { ...columnList('/ecklicenties', 'referenceIds'), digits: 'each' },
} as const satisfies Record<ColumnKind, ColumnPlan>;

/** The lists a pasted column opens. */
export type ColumnListPath = (typeof PLANS)[ColumnKind]['list'];

export type Column = {
  kind: ColumnKind;
  /** Normalised, each once, in the order pasted. */
  values: string[];
  /** More than ID_LIST_MAX: the list cannot be opened; the text says so. */
  tooMany: string | null;
  /** The list filtered to the values (at most ID_LIST_MAX of them). */
  link: LinkTo<ColumnListPath>;
};

export type ColumnCheck = { column: Column; notFound: readonly string[] | null };

/** The column `text` is, for this administrator, or null when it is not one. */
export function columnIn(text: string, admin: AdminPrincipal): Column | null {
  const items = splitIdList(text);
  if (items.length < COLUMN_MIN) return null;
  for (const kind of Object.keys(PLANS) as ColumnKind[]) {
    const plan = PLANS[kind];
    if (!mayOpen(admin, routeEntry(plan.list))) continue;
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
