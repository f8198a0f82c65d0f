import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { AppError } from './errors';

/** The 412 reply's text (DESIGN §4 'Concurrency'). */
export const STALE_MESSAGE = 'Dit item is intussen door iemand anders gewijzigd. Laad het opnieuw.';

type Versioned = { updatedAt: Date };

/**
 * Optimistic concurrency: throws 412 when the `updatedAt` the client edited is older than the stored
 * one. Equal (or newer) passes. Compared at millisecond precision, the precision the API shows, so a
 * value read back from our own JSON is never "older" than the microsecond-precise stored value.
 * A missing `incoming` (a body without updatedAt) is not checked: the area's schema decides whether
 * it is required. Call it inside the write transaction, after `lockRow`, so two PUTs cannot both pass.
 */
export function assertFresh(stored: Versioned, incoming: string | Date | null | undefined): void {
  if (incoming === undefined || incoming === null) return;
  const time = incoming instanceof Date ? incoming.getTime() : Date.parse(incoming);
  if (Number.isNaN(time)) {
    throw new AppError('validation', 'Ongeldige datum', {
      errors: [{ path: 'updatedAt', message: 'Ongeldige datum' }],
    });
  }
  if (time < stored.updatedAt.getTime()) throw new AppError('stale', STALE_MESSAGE);
}

/** The `updatedAt` to store on a change: now, but always later than the stored value (same-millisecond edits). */
export function nextUpdatedAt(stored: Versioned, now: Date = new Date()): Date {
  return now.getTime() > stored.updatedAt.getTime() ? now : new Date(stored.updatedAt.getTime() + 1);
}

/**
 * Reads one row `for update` inside a transaction, so concurrent writers of the same item queue up
 * behind this one and `assertFresh` sees the latest `updatedAt`. Null when there is no such row.
 */
export async function lockRow<T extends PgTable>(
  tx: Db,
  table: T,
  where: SQL,
): Promise<T['$inferSelect'] | null> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .for('update');
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/**
 * The stored row of `id` a save changes: read `for update` (`lockRow`), `gone()` thrown when there
 * is none, and 412 when the client edited an older `updatedAt` than the stored one (`assertFresh`),
 * checked only once the lock is held, so two saves of the same item cannot both pass.
 */
export async function lockFreshRow<T extends VersionedTable>(
  tx: Db,
  table: T,
  id: number,
  incoming: string | Date | null | undefined,
  gone: () => AppError,
): Promise<T['$inferSelect']> {
  const stored = await lockRow(tx, table, eq(table.id, id));
  if (!stored) throw gone();
  assertFresh(stored as Versioned, incoming);
  return stored;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** JSON text of a value with object keys sorted, so jsonb (which reorders keys) compares by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    isPlainObject(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Whether a stored value and the value a save would write are the same: instants by time, lists and JSON by content. */
export function isSameValue(stored: unknown, next: unknown): boolean {
  return canonical(stored) === canonical(next);
}

type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The one way a save writes a versioned row (issue 18 B9): only the columns of `next` whose value
 * differs from `stored`, with a new `updatedAt`. When none differs, and `isOtherChanged` (rows that
 * belong to it, such as prices or links) is false, nothing is written at all: not a byte, not
 * `updatedAt`, so the item keeps its place in lists sorted by it. Returns the row as now stored.
 * Call it inside the write transaction, after `lockRow` and `assertFresh`.
 */
export async function saveChanges<T extends VersionedTable>(
  tx: Db,
  table: T,
  stored: T['$inferSelect'] & Versioned & { id: number },
  next: Partial<T['$inferInsert']>,
  options: { isOtherChanged?: boolean; now?: Date } = {},
): Promise<T['$inferSelect']> {
  const columns = getTableColumns(table as PgTable);
  const changes = Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        value !== undefined &&
        key in columns &&
        key !== 'id' &&
        key !== 'updatedAt' &&
        !isSameValue((stored as Record<string, unknown>)[key], value),
    ),
  );
  if (Object.keys(changes).length === 0 && !options.isOtherChanged) return stored;
  const rows = await tx
    .update(table as PgTable)
    .set({ ...changes, updatedAt: nextUpdatedAt(stored, options.now) })
    .where(eq((table as VersionedTable).id, stored.id))
    .returning();
  return rows[0] as T['$inferSelect'];
}
