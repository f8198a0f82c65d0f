import type { Db } from '../db/connect';
import { compactListCounters } from '../db/counters/list-counters';
import { asBackground } from '../db/turns';
import type { Logger } from '../logger';

/**
 * Folds the list counters' delta rows every minute (decision 124): a counter read sums its rows,
 * so it stays a few thousand rows however many writes there were.
 */
export function createCounterCompaction(deps: { db: Db; logger: Logger; intervalMs?: number }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = asBackground(() => compactListCounters(deps.db))
      .catch((err: unknown) => deps.logger.error({ err }, 'list counter compaction failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      timer = setInterval(tick, deps.intervalMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
