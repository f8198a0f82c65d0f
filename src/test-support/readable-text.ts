import * as enums from '../../domain/enums';
import * as accountLabels from '../../domain/labels/accounts';
import * as auditLabels from '../../domain/labels/audit';
import * as licenceLabels from '../../domain/labels/licences';
import * as orderLabels from '../../domain/labels/orders';
import * as organisationLabels from '../../domain/labels/organisations';
import * as productLabels from '../../domain/labels/products';
import * as systemLabels from '../../domain/labels/system';
import * as stateLabels from '../../domain/labels/tlink-states';
import { RIGHTS } from '../../domain/rights';

/*
 * Issue 20 item 5, as one rule for the component tests (jsdom) and the Playwright sweep: the text
 * a person reads holds no code value, no right's code and none of the words JavaScript writes for a
 * missing or boolean value, and a day reads as dd-MM-jjjj, not as the API's yyyy-MM-dd. A code may
 * stand in a title tooltip: attributes are not read here.
 */

/** Codes that read differently from their label, and that no Dutch sentence would hold. */
const CODES = [
  ...Object.values(enums).flatMap((value): readonly string[] => (Array.isArray(value) ? value : [])),
  ...RIGHTS,
].filter((code) => (/[A-Z]/.test(code) || code.includes('_')) && /^[A-Za-z0-9_]{3,}$/.test(code));

/** The catalogue's own answer: a code whose label is the code itself is what a person reads. */
const SHOWN_AS_ITSELF = new Set(
  [
    accountLabels,
    auditLabels,
    licenceLabels,
    orderLabels,
    organisationLabels,
    productLabels,
    systemLabels,
    stateLabels,
  ]
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is Record<string, unknown> =>
        typeof value === 'object' && value !== null && !Array.isArray(value),
    )
    .flatMap((catalogue) =>
      Object.entries(catalogue)
        .filter(([code, label]) => code === label)
        .map(([code]) => code),
    ),
);
/** Codes of a catalogue that labels them otherwise, yet that Dutch text holds as words of its own. */
const DUTCH_WORDS = new Set(['Percentage', 'Beheerder', 'Leskluis']);
const RAW_CODE = new RegExp(
  `\\b(${CODES.filter((code) => !SHOWN_AS_ITSELF.has(code) && !DUTCH_WORDS.has(code)).join('|')})\\b`,
);
/** A day as the API writes it (2026-08-01), not as the console shows it. */
const API_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const JS_WORD = /\b(true|false|null|undefined|NaN)\b/;

/** What in `text` a person should not read: each finding named, none when the text is Dutch. */
export function unreadableIn(text: string): string[] {
  const found: string[] = [];
  const jsWord = text.match(JS_WORD)?.[0];
  if (jsWord) found.push(`a JavaScript value: ${jsWord}`);
  const code = text.match(RAW_CODE)?.[0];
  if (code) found.push(`a code value: ${code}`);
  const day = text.match(API_DAY)?.[0];
  if (day) found.push(`a day not in dd-MM-jjjj: ${day}`);
  return found;
}

/**
 * The text a person reads under `root`, one text node apart from the next (table cells would
 * otherwise run together), without code blocks (the audit's JSON) and what is not shown. Self-contained,
 * so Playwright can run it in the page (`locator.evaluate(readableText)`).
 */
export function readableText(root: Element = document.body): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('pre, code, script, style')) continue;
    // jsdom has no checkVisibility and lays nothing out: there every node counts as shown.
    if (parent?.checkVisibility?.() === false) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}
