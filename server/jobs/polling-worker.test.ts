import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pollingWorker } from './polling-worker';

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('pollingWorker', () => {
  it('runs at start when asked, never twice at once, and stop waits for the run under way', async () => {
    const { logger } = recordingLogger();
    let runs = 0;
    let finish = () => {};
    const worker = pollingWorker({
      run: () => {
        runs++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      logger,
      failure: 'failed',
      intervalMs: 60_000,
      runAtStart: true,
    });
    worker.start();
    worker.poke();
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    worker.poke();
    expect(runs).toBe(1);
  });

  it('logs a failed run and runs again on the next poke; waits a whole interval when not asked to run at start', async () => {
    const { logger, lines } = recordingLogger();
    let runs = 0;
    const worker = pollingWorker({
      run: async () => {
        runs++;
        throw new Error('database away');
      },
      logger,
      failure: 'compaction failed',
      intervalMs: 60_000,
      runAtStart: false,
    });
    worker.start();
    expect(runs).toBe(0);
    worker.poke();
    await worker.stop();
    expect(lines.map((line) => line.msg)).toEqual(['compaction failed']);
    worker.start();
    worker.poke();
    await worker.stop();
    expect(runs).toBe(2);
  });
});
