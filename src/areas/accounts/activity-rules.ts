import { mayOpenHref } from '../../../commands/route-table';
import type { AdminPrincipal } from '../../../domain/rights';

export type TextPart = { text: string } | { text: string; to: string };

const LINK_PATTERN = /\b(tlink|ean|account):\s*([A-Za-z0-9]+)/g;

/**
 * Splits a log text into plain parts and links (spec 000 §2): 'tlink: CODE' (8 letters or digits)
 * with tlinklicenties_inzien/aanpassen, 'ean: 13 digits' with producten_inzien/aanpassen (extended
 * view), 'account: digits' with gebruikers_inzien.
 */
export function linkParts(text: string, admin: AdminPrincipal): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [whole, kind, value = ''] = match;
    const to = targetOf(kind ?? '', value, admin);
    if (!to) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: whole, to });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The pages a log text may link, best first; the first the route table opens for the admin wins. */
function candidatesOf(kind: string, value: string): string[] {
  if (kind === 'tlink' && /^[A-Za-z0-9]{8}$/.test(value)) return [`/tlinks/code/${value.toUpperCase()}`];
  if (kind === 'ean' && /^\d{13}$/.test(value))
    return [`/producten/ean/${value}/extended-view`, `/producten/ean/${value}`];
  if (kind === 'account' && /^\d+$/.test(value)) return [`/accounts/${value}/extended-view`];
  return [];
}

function targetOf(kind: string, value: string, admin: AdminPrincipal): string | null {
  return candidatesOf(kind, value).find((href) => mayOpenHref(admin, href)) ?? null;
}
