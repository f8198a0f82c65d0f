import { describe, expect, it } from 'vitest';
import { asBackground, BACKGROUND_PATIENCE_MS, createTurnQueue, isBackground } from './turns';

/** The order in which the embedded database's one connection is handed out (decision 333). */
function queueWithClock() {
  let clock = 0;
  const queue = createTurnQueue(() => clock);
  const served: string[] = [];
  const wait = (name: string, background: boolean) => queue.wait(() => served.push(name), background);
  return { queue, served, wait, advance: (ms: number) => (clock += ms) };
}

describe('createTurnQueue', () => {
  it('serves one holder at a time, the next on release', () => {
    const { queue, served, wait } = queueWithClock();
    wait('a', false);
    wait('b', false);
    expect(served).toEqual(['a']);
    queue.release();
    expect(served).toEqual(['a', 'b']);
    queue.release();
    expect(queue.waiting).toBe(0);
  });

  it('lets a waiting lookup go before waiting report statements, reports in arrival order', () => {
    const { queue, served, wait } = queueWithClock();
    wait('report statement 1', true);
    wait('report statement 2', true);
    wait('export page', true);
    wait('lookup', false);
    for (let i = 0; i < 3; i++) queue.release();
    expect(served).toEqual(['report statement 1', 'lookup', 'report statement 2', 'export page']);
  });

  it(`serves one background turn after ${BACKGROUND_PATIENCE_MS} ms of lookups going first`, () => {
    const { queue, served, wait, advance } = queueWithClock();
    wait('report 1', true);
    wait('report 2', true);
    wait('lookup 1', false);
    queue.release();
    expect(served).toEqual(['report 1', 'lookup 1']);
    advance(BACKGROUND_PATIENCE_MS - 1);
    wait('lookup 2', false);
    queue.release();
    expect(served.at(-1)).toBe('lookup 2');
    wait('lookup 3', false);
    advance(1);
    queue.release();
    expect(served.at(-1)).toBe('report 2');
    queue.release();
    expect(served.at(-1)).toBe('lookup 3');
  });

  it('reads the kind of work from the caller when not told', async () => {
    const { queue, served } = queueWithClock();
    queue.wait(() => served.push('holder'));
    await asBackground(async () => {
      await Promise.resolve();
      expect(isBackground()).toBe(true);
      queue.wait(() => served.push('report'));
    });
    queue.wait(() => served.push('lookup'));
    expect(isBackground()).toBe(false);
    queue.release();
    expect(served).toEqual(['holder', 'lookup']);
  });
});
