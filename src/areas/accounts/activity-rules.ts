import { mayOpenHref } from '../../../commands/route-table';
import { activityMarkers } from '../../../domain/messages';
import type { AdminPrincipal } from '../../../domain/rights';
import type { ActivityGroup, ActivityLine } from '../../../domain/schemas/account-activity';

export type Tone = 'success' | 'error' | 'pending';

const textOf = (line: ActivityLine) => line.info ?? line.error ?? '';

/** Group colour (spec 000 §4): success on a successful callback, error on a failed one or no licence. */
export function groupTone(group: Pick<ActivityGroup, 'entries'>): Tone {
  const texts = group.entries.map(textOf);
  if (texts.some((text) => text.includes(activityMarkers.callbackSuccess))) return 'success';
  if (
    texts.some(
      (text) => text.includes(activityMarkers.callbackError) || text.includes(activityMarkers.noLicenceFound),
    )
  )
    return 'error';
  return 'pending';
}

/** Row colour (spec 000 §4): 'Error: ' at the start is an error, 'Product exists for ' a success. */
export function lineTone(line: ActivityLine): Tone | null {
  const text = textOf(line);
  if (text.startsWith(activityMarkers.errorPrefix)) return 'error';
  if (text.includes(activityMarkers.productExists)) return 'success';
  return null;
}

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
