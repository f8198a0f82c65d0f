import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose turn it is on the embedded database's one connection (decision 333). PGlite runs one
 * statement at a time, so a lookup queued behind a report's and an export's statements waited for
 * all of them; now it waits at most for the statement already running. Background work (reports,
 * export jobs, outboxes) is marked with `asBackground`; everything else is interactive.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it awaits) as background work: its queries yield to interactive ones. */
export const asBackground = <T>(work: () => T): T => background.run(true, work);

export const isBackground = (): boolean => background.getStore() === true;

/**
 * After interactive turns have gone first this long in a row, one waiting background turn goes
 * next, so a steady stream of lookups slows a report down but never stops it.
 */
export const BACKGROUND_PATIENCE_MS = 250;

type Waiter = { start: () => void };

/** One holder at a time; interactive waiters first, background ones in order of arrival after them. */
export function createTurnQueue(now: () => number = performance.now.bind(performance)) {
  const interactive: Waiter[] = [];
  const waitingBackground: Waiter[] = [];
  let held = false;
  // When interactive turns started going before waiting background ones (undefined: they did not).
  let passedOverSince: number | undefined;

  const next = (): Waiter | undefined => {
    if (waitingBackground.length === 0) return interactive.shift();
    passedOverSince ??= now();
    if (interactive.length === 0 || now() - passedOverSince >= BACKGROUND_PATIENCE_MS) {
      passedOverSince = undefined;
      return waitingBackground.shift();
    }
    return interactive.shift();
  };

  const pass = () => {
    if (held) return;
    const waiter = next();
    if (!waiter) return;
    held = true;
    waiter.start();
  };

  return {
    /** Calls `start` when it is this caller's turn; the caller must `release()` once done. */
    wait(start: () => void, asBackgroundWork = isBackground()) {
      (asBackgroundWork ? waitingBackground : interactive).push({ start });
      pass();
    },
    release() {
      held = false;
      pass();
    },
    get waiting() {
      return interactive.length + waitingBackground.length;
    },
  };
}
