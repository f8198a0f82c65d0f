import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './connect';

/** Runs a statement as plain SQL and returns its rows as the driver made them (no drizzle mapping). */
export async function rowsOf<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
