import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
