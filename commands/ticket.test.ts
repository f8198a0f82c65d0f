import { describe, expect, it } from 'vitest';
import type { FoundEntity } from './resolve-entities';
import { memoryStorage } from './test-support/memory-storage';
import {
  markOpened,
  nextOnTicket,
  readTicket,
  TICKET_LIMIT,
  type TicketItem,
  ticketKey,
  ticketOf,
  writeTicket,
} from './ticket';

const found = (id: number): FoundEntity => ({
  entity: { kind: 'account', id: String(id), label: `Anna (${id})` },
  summary: `Anna · anna${id}@school.test`,
  link: { to: '/accounts/$id/extended-view', params: { id } },
  codes: 'ACTIVE',
});

describe('the pasted ticket', () => {
  it('holds what a paste found, none opened, at most TICKET_LIMIT', () => {
    const ticket = ticketOf([found(1), found(2)]);
    expect(ticket).toEqual([
      { entity: found(1).entity, link: found(1).link, summary: found(1).summary, opened: false },
      { entity: found(2).entity, link: found(2).link, summary: found(2).summary, opened: false },
    ]);
    const many = Array.from({ length: TICKET_LIMIT + 5 }, (_, i) => found(i + 1));
    expect(ticketOf(many)).toHaveLength(TICKET_LIMIT);
  });

  it('keeps what was opened when the same entities come again, a chosen look-alike added', () => {
    const opened = markOpened(ticketOf([found(1), found(2)]), found(1).entity);
    expect(ticketOf([found(1), found(2), found(3)], opened).map((item) => item.opened)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('marks an opened entity and walks on to the next not opened', () => {
    let ticket: TicketItem[] = ticketOf([found(1), found(2)]);
    expect(nextOnTicket(ticket)?.entity.id).toBe('1');
    ticket = markOpened(ticket, found(1).entity);
    expect(ticket.map((item) => item.opened)).toEqual([true, false]);
    expect(nextOnTicket(ticket)?.entity.id).toBe('2');
    expect(markOpened(ticket, { kind: 'tlink', id: '1', label: 'X' })).toEqual(ticket);
    expect(nextOnTicket(markOpened(ticket, found(2).entity))).toBeUndefined();
  });

  it('is kept per administrator and read back; an empty ticket removes the entry', () => {
    const storage = memoryStorage();
    const ticket = markOpened(ticketOf([found(1), found(2)]), found(2).entity);
    writeTicket(storage, 7, ticket);
    expect(readTicket(storage, 7)).toEqual(ticket);
    expect(readTicket(storage, 8)).toEqual([]);
    writeTicket(storage, 7, []);
    expect(storage.data.has(ticketKey(7))).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', '[{"id":1}]'],
    ['a link elsewhere', JSON.stringify([{ ...ticketOf([found(1)])[0], link: { to: '//evil.example' } }])],
  ])('reads %s as no ticket', (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem(ticketKey(7), raw);
    expect(readTicket(storage, 7)).toEqual([]);
  });
});
