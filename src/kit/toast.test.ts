import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingToast, toastDuration } from './toast';

type Call = { kind: string; text: string; at: number; options?: unknown };

function recordingNotifier(calls: Call[]) {
  return {
    loading: (text: string) => {
      calls.push({ kind: 'loading', text, at: Date.now() });
      return 'toast-1';
    },
    success: (text: string, options?: unknown) => {
      calls.push({ kind: 'success', text, at: Date.now(), options });
      return 'toast-1';
    },
    error: (text: string, options?: unknown) => {
      calls.push({ kind: 'error', text, at: Date.now(), options });
      return 'toast-1';
    },
    dismiss: () => {},
  } as unknown as Parameters<typeof loadingToast>[1];
}

describe('toastDuration', () => {
  it('keeps short texts 4000 ms', () => {
    expect(toastDuration('Het account is opgeslagen.')).toBe(4000);
  });

  it('adds about 1000 ms per 25 characters for long texts', () => {
    expect(toastDuration('x'.repeat(100))).toBe(4000);
    expect(toastDuration('x'.repeat(101))).toBe(5000);
    expect(toastDuration('x'.repeat(250))).toBe(10000);
  });
});

describe('loadingToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('replaces the loading toast no sooner than 700 ms after it appeared', async () => {
    const calls: Call[] = [];
    const handle = loadingToast('Aan het opslaan...', recordingNotifier(calls));
    vi.advanceTimersByTime(100);
    const done = handle.success('Het account is opgeslagen.');
    await vi.advanceTimersByTimeAsync(600);
    await done;
    expect(calls.map((c) => [c.kind, c.at])).toEqual([
      ['loading', 0],
      ['success', 700],
    ]);
    expect(calls[1]?.options).toEqual({ id: 'toast-1', duration: 4000 });
  });

  it('replaces it at once when the work took longer than 700 ms', async () => {
    const calls: Call[] = [];
    const handle = loadingToast('Aan het verwijderen...', recordingNotifier(calls));
    vi.advanceTimersByTime(1500);
    await handle.error('Account verwijderen mislukt: kapot.');
    expect(calls.map((c) => [c.kind, c.at])).toEqual([
      ['loading', 0],
      ['error', 1500],
    ]);
  });

  it('keeps a stated duration of at least 4000 ms and raises a shorter one to it (decision 165)', async () => {
    const calls: Call[] = [];
    const handle = loadingToast('Producten aan het importeren...', recordingNotifier(calls));
    vi.advanceTimersByTime(800);
    await handle.success('Import voltooid.', { duration: 1000 });
    await handle.error('Error: kapot', { duration: 6000 });
    expect(calls[1]?.options).toEqual({ id: 'toast-1', duration: 4000 });
    expect(calls[2]?.options).toEqual({ id: 'toast-1', duration: 6000 });
  });
});
