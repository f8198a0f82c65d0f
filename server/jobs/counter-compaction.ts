import type { Db } from '../db/connect';
import { compactListCounters } from '../db/counters/list-counters';
import type { Logger } from '../logger';
import { pollingWorker } from './polling-worker';

/**
 * Folds the list counters' delta rows every minute (decision 124): a counter read sums its rows,
 * so it stays a few thousand rows however many writes there were.
 */
export function createCounterCompaction(deps: { db: Db; logger: Logger; intervalMs?: number }) {
  return pollingWorker({
    run: () => compactListCounters(deps.db),
    logger: deps.logger,
    failure: 'list counter compaction failed',
    intervalMs: deps.intervalMs ?? 60_000,
    runAtStart: false,
  });
}
