import * as v from 'valibot';
import { type EntityRef, sameEntity } from './command';
import type { RecentEntity } from './recent';
import { readStoredList, StoredEntitySchema } from './recent';
import type { FoundEntity } from './resolve-entities';

/**
 * The last pasted ticket (issue 22 item 3): what the palette found in it stays at hand as the
 * 'Ticket' group, each item marked once opened, so Ctrl-K, Enter walks through a ticket. Kept in
 * sessionStorage per administrator: it survives navigation and a reload of the tab, and a
 * sign-out clears the tab's session storage (src/auth/session.ts). Decision 353.
 */

export type TicketItem = RecentEntity & { summary: string; opened: boolean };

/** A ticket holds at most this many items (a pasted column is a list, not a ticket). */
export const TICKET_LIMIT = 50;

const TicketSchema = v.array(
  v.object({ ...StoredEntitySchema.entries, summary: v.string(), opened: v.boolean() }),
);

export function ticketKey(adminId: number): string {
  return `leskluis.palette.ticket.${adminId}`;
}

/** The ticket of the entities found in a paste; one already on the ticket stays as opened as it was. */
export function ticketOf(found: readonly FoundEntity[], previous: readonly TicketItem[] = []): TicketItem[] {
  return found.slice(0, TICKET_LIMIT).map(({ entity, link, summary }) => ({
    entity,
    link,
    summary,
    opened: previous.some((item) => sameEntity(item.entity, entity) && item.opened),
  }));
}

/** The ticket with `entity` marked opened; the same list when it is not on the ticket. */
export function markOpened(ticket: readonly TicketItem[], entity: EntityRef): TicketItem[] {
  if (!ticket.some((item) => sameEntity(item.entity, entity) && !item.opened)) return [...ticket];
  return ticket.map((item) => (sameEntity(item.entity, entity) ? { ...item, opened: true } : item));
}

/** The item Ctrl-K, Enter opens next: the first not opened yet. */
export function nextOnTicket(ticket: readonly TicketItem[]): TicketItem | undefined {
  return ticket.find((item) => !item.opened);
}

/** Reads the stored ticket; anything unreadable reads as no ticket. */
export function readTicket(storage: Pick<Storage, 'getItem'> | null, adminId: number): TicketItem[] {
  return readStoredList(storage, ticketKey(adminId), TicketSchema, TICKET_LIMIT);
}

/** Stores the ticket, or removes it when empty; a full or disabled storage only costs the ticket. */
export function writeTicket(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  adminId: number,
  ticket: readonly TicketItem[],
): void {
  try {
    if (ticket.length === 0) storage?.removeItem(ticketKey(adminId));
    else storage?.setItem(ticketKey(adminId), JSON.stringify(ticket));
  } catch {
    // Quota exceeded or storage disabled: the palette works without the ticket.
  }
}
