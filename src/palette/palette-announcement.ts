import { type Column, type ColumnCheck, columnMessages } from '../../commands/column';
import { type Resolution, ticketSummary } from '../../commands/resolve';
import type { TicketItem } from '../../commands/ticket';
import { paletteMessages } from './palette-messages';
import type { Page } from './palette-pages';

/** What the palette shows now, as far as a screen reader must hear it (issue 22 item 7). */
export type PaletteState = {
  /** A nested page (an argument or a confirmation) replaces the results. */
  page: Page | undefined;
  /** A hint the palette gave on a key ('Kies een suggestie met de pijltjes…'). */
  hint: string;
  isPending: boolean;
  resolution: Resolution | undefined;
  column: Column | null;
  /** What the column's list answered; undefined while it runs. */
  columnCheck: ColumnCheck | undefined;
  /** The Ticket group when it is shown (an empty input); empty otherwise. */
  ticket: readonly TicketItem[];
  /** The options the palette lists. */
  count: number;
};

/** Said while lookups run; not the list's own 'Zoeken…' line, so each text has one place on screen. */
const LOOKING_UP = 'Bezig met opzoeken…';

/** How many of a ticket's items were opened, for the Ticket group. */
function ticketState(ticket: readonly TicketItem[]): string {
  const opened = ticket.filter((item) => item.opened).length;
  return `${paletteMessages.ticketHeading}: ${ticket.length} ${ticket.length === 1 ? 'item' : 'items'}, ${opened} geopend.`;
}

function pageState(page: Page): string {
  if (page.kind === 'confirm') return `${paletteMessages.confirmTitle} ${page.text}`;
  const target = page.command.target;
  const args = target.kind === 'action' ? (target.args ?? []) : [];
  const step = args.length > 1 ? ` (${page.index + 1} van ${args.length})` : '';
  const label = args[page.index]?.label ?? '';
  return [`${page.command.title}: ${label}${step}.`, page.error].filter(Boolean).join(' ');
}

function columnState(column: Column, check: ColumnCheck | undefined): string {
  if (column.tooMany) return column.tooMany;
  return `${columnMessages.open(column)}. ${check ? columnMessages.checked(check) : LOOKING_UP}`;
}

/** What was found, what was not and what is suggested instead, in the order the list shows it. */
function resolutionState(resolution: Resolution): string {
  const parts: string[] = [];
  if (resolution.mode === 'ticket') parts.push(`${ticketSummary(resolution)}.`);
  const found = resolution.results.flatMap((result) => result.found);
  if (resolution.mode !== 'ticket' && found.length === 1) parts.push(`Gevonden: ${found[0]!.summary}.`);
  for (const result of resolution.results) if (result.message) parts.push(`${result.message}.`);
  const suggestions = resolution.results.reduce((sum, result) => sum + result.suggestions.length, 0);
  if (suggestions > 0) {
    parts.push(
      `${paletteMessages.didYouMean}: ${suggestions} ${suggestions === 1 ? 'suggestie' : 'suggesties'}. ${paletteMessages.chooseSuggestion}`,
    );
  }
  return parts.join(' ');
}

/**
 * The text of the palette's polite live region: the state in words (a page, a check running, what a
 * paste found, a column, the ticket), then the number of results. One place, so every state is
 * announced the same way and a test can walk them (src/palette/palette-announcement.test.ts).
 */
export function paletteAnnouncement(state: PaletteState): string {
  if (state.hint) return state.hint;
  if (state.page) return pageState(state.page);
  if (state.isPending && !state.column) return LOOKING_UP;
  const parts: string[] = [];
  if (state.ticket.length > 0) parts.push(ticketState(state.ticket));
  if (state.column) parts.push(columnState(state.column, state.columnCheck));
  else if (state.resolution) parts.push(resolutionState(state.resolution));
  parts.push(paletteMessages.resultCount(state.count));
  return parts.filter(Boolean).join(' ');
}
