import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import type { Logger } from '../logger';
import { pollingWorker } from './polling-worker';

/**
 * Merges every GIN index's pending list into the index and names the indexes that had one, with
 * the pages merged. PostgreSQL's autovacuum does this; PGlite has none, so on the embedded database
 * a small table's new entries stayed in the list for good and every search read it through, which
 * the planner prices: PGlite scanned the table instead of using its trigram index (decision 740).
 */
export async function mergeGinPendingLists(db: Db): Promise<{ index: string; pages: number }[]> {
  const merged = await rowsOf<{ index: string; pages: number }>(
    db,
    sql`select c.relname as index, gin_clean_pending_list(i.indexrelid)::int as pages
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'gin' and n.nspname = current_schema()`,
  );
  return merged.filter((row) => row.pages > 0);
}

/**
 * On the embedded database, every minute (decision 742): ~10 ms when nothing is pending, ~0.2 s
 * the first time after the demo data's 50,000 accounts and 2,000 products, in the background turn.
 */
export function createGinPendingMerge(deps: { db: Db; logger: Logger; intervalMs?: number }) {
  return pollingWorker({
    run: async () => {
      const merged = await mergeGinPendingLists(deps.db);
      if (merged.length > 0) deps.logger.debug({ merged }, 'GIN pending lists merged');
    },
    logger: deps.logger,
    failure: 'merging GIN pending lists failed',
    intervalMs: deps.intervalMs ?? 60_000,
    runAtStart: false,
  });
}
