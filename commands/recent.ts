import * as v from 'valibot';
import { ENTITY_KINDS } from '../domain/entity-kinds';
import { type EntityRef, sameEntity } from './command';
import type { RouteLink } from './route-link';

/** An entity opened from the palette, with the view it was opened in (a typed link, decision 310). */
export type RecentEntity = { entity: EntityRef; link: RouteLink };

/** How many recent entities the palette keeps per administrator. */
export const RECENT_LIMIT = 8;

/** A stored entity and its link, as read back from storage (also the palette's ticket, ticket.ts). */
export const StoredEntitySchema = v.object({
  entity: v.object({ kind: v.picklist(ENTITY_KINDS), id: v.string(), label: v.string() }),
  link: v.object({
    // Only routes of the console: a stored value must never send anyone elsewhere.
    to: v.pipe(v.string(), v.regex(/^\/(?!\/)[\w$/-]*$/)),
    params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
    search: v.optional(v.record(v.string(), v.unknown())),
  }),
});
const RecentSchema = v.array(StoredEntitySchema);

/** The localStorage key of one administrator's recent entities. */
export function recentKey(adminId: number): string {
  return `leskluis.palette.recent.${adminId}`;
}

/** `item` first, an older entry for the same entity dropped, at most RECENT_LIMIT kept. */
export function addRecent(list: readonly RecentEntity[], item: RecentEntity): RecentEntity[] {
  return [item, ...list.filter((old) => !sameEntity(old.entity, item.entity))].slice(0, RECENT_LIMIT);
}

/**
 * Reads a list of stored entities (the recent ones, the ticket) by its schema, at most `limit`;
 * anything unreadable (old format, hand-edited, no storage) reads as empty.
 */
export function readStoredList<Item extends RecentEntity>(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  schema: v.GenericSchema<unknown, readonly unknown[]>,
  limit: number,
): Item[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed = v.safeParse(schema, JSON.parse(raw));
    // Written by this console from typed links; a route the console no longer has is the router's 404.
    return parsed.success ? (parsed.output.slice(0, limit) as Item[]) : [];
  } catch {
    return [];
  }
}

/** Reads the stored list of recent entities. */
export function readRecent(storage: Pick<Storage, 'getItem'> | null, adminId: number): RecentEntity[] {
  return readStoredList(storage, recentKey(adminId), RecentSchema, RECENT_LIMIT);
}

/** Stores the list; a full or disabled storage only costs the history. */
export function writeRecent(
  storage: Pick<Storage, 'setItem'> | null,
  adminId: number,
  list: readonly RecentEntity[],
): void {
  try {
    storage?.setItem(recentKey(adminId), JSON.stringify(list.slice(0, RECENT_LIMIT)));
  } catch {
    // Quota exceeded or storage disabled (private mode): the palette works without history.
  }
}
