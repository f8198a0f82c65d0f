import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The export test asks whether a job holds its rows, not when V8 last collected: heapUsed read at
// a random moment includes garbage (CI saw 73 MB "growth" that was only uncollected pages). A
// forced collection before each reading measures the live set. `--expose-gc` is not a flag
// vitest's workers start with, so it is set here and `gc` taken from a fresh context.
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The live JS heap in bytes, after a full collection. */
export function liveHeapBytes(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * Runs `work` while reading the live heap every `everyMs` (readings happen only when the work
 * yields to the event loop, which the export worker does once per page), and answers the highest
 * growth over the live heap before it started, in bytes.
 */
export async function peakLiveHeapGrowth<T>(
  work: () => Promise<T>,
  everyMs = 250,
): Promise<{ result: T; growthBytes: number }> {
  const before = liveHeapBytes();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, liveHeapBytes());
  }, everyMs);
  try {
    const result = await work();
    peak = Math.max(peak, liveHeapBytes());
    return { result, growthBytes: peak - before };
  } finally {
    clearInterval(timer);
  }
}
