import { asBackground } from '../db/turns';
import type { Logger } from '../logger';

/**
 * A background job of one instance: `run` every `intervalMs` and at once when poked, never two runs
 * at a time on this instance (row locks in the database keep instances apart). A failed run is
 * logged as `failure` and the next tick tries again; `stop` waits for the run under way. The timer
 * does not keep the process alive: the server's socket does.
 */
export function pollingWorker(options: {
  run: () => Promise<unknown>;
  logger: Logger;
  failure: string;
  intervalMs: number;
  /** Run once at start instead of waiting a whole interval (outboxes; compaction waits). */
  runAtStart: boolean;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  const tick = () => {
    if (running || stopped) return;
    running = asBackground(options.run)
      .catch((err: unknown) => options.logger.error({ err }, options.failure))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      stopped = false;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      if (options.runAtStart) tick();
    },
    poke: tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
