import * as enums from '../../domain/enums';

/*
 * Issue 20 item 5, as one rule for the component tests (jsdom) and the Playwright sweep: the text
 * a person reads holds no code value and none of the words JavaScript writes for a missing or
 * boolean value. A code may stand in a title tooltip: attributes are not read here.
 */

/** Codes that read differently from their label, and that no Dutch sentence would hold. */
const CODES = Object.values(enums)
  .flatMap((value): readonly string[] => (Array.isArray(value) ? value : []))
  .filter((code) => /[A-Z]/.test(code) && /^[A-Za-z0-9_]{3,}$/.test(code));
const LABELLED_AS_ITSELF = new Set([
  'API',
  'ECK',
  'USB',
  'DVD',
  'MBO',
  'HTML5',
  'School',
  'Uitgever',
  'Distributeur',
  'Onderwijsgever',
  'Onderwijsvolger',
  'Beheerder',
  'Percentage',
  'Leskluis',
  'nlEduPersonProfileId',
  'nlEduPersonRealId',
  // The audit log's request types are HTTP methods, shown as such (domain/labels/system.ts).
  'PUT',
  'POST',
  'DELETE',
]);
const RAW_CODE = new RegExp(`\\b(${CODES.filter((code) => !LABELLED_AS_ITSELF.has(code)).join('|')})\\b`);
const JS_WORD = /\b(true|false|null|undefined|NaN)\b/;

/** What in `text` a person should not read: each finding named, none when the text is Dutch. */
export function unreadableIn(text: string): string[] {
  const found: string[] = [];
  const jsWord = text.match(JS_WORD)?.[0];
  if (jsWord) found.push(`a JavaScript value: ${jsWord}`);
  const code = text.match(RAW_CODE)?.[0];
  if (code) found.push(`a code value: ${code}`);
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
