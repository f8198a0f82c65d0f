import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * Runs a statement as plain SQL and returns its rows as the driver made them (no drizzle mapping):
 * typed `T` where the caller names the columns, else a record of them.
 */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The row type of a select built by `select(db)`, as drizzle infers it: a repository declares its
 * columns once, in the select, and names the row after it instead of writing the types again.
 */
export type SelectedRow<Select extends (db: Db) => { execute(): Promise<readonly unknown[]> }> = Awaited<
  ReturnType<ReturnType<Select>['execute']>
>[number];
