import { AppError, type BlockingEntity } from './errors';

/** The 409 reply's message; the console shows its own text plus the list of blockers. */
export const BLOCKED_MESSAGE =
  'Dit kan nu niet worden verwijderd omdat er nog andere entiteiten aan zijn gekoppeld.';

/**
 * Describes the rows that stand in the way of a DELETE, as the console lists them:
 * `blockingEntities('TLinkLicense', licences, (l) => l.licenseCode)`.
 */
export function blockingEntities<R extends { id: number | string }>(
  entityType: string,
  rows: readonly R[],
  label: (row: R) => string,
): BlockingEntity[] {
  return rows.map((row) => ({ toString: label(row), entityType, id: row.id }));
}

/** Throws the 409 `[{ toString, entityType, id }]` when any group holds a blocker; inside the tx it rolls back. */
export function assertNotBlocked(...groups: readonly BlockingEntity[][]): void {
  const blocking = groups.flat();
  if (blocking.length > 0) throw new AppError('conflict', BLOCKED_MESSAGE, { blocking });
}
