import { describe, expect, it } from 'vitest';
import {
  EXPORT_REFRESH_MS,
  exportRefreshMs,
  YOUNG_EXPORT_MS,
  YOUNG_EXPORT_REFRESH_MS,
} from './export-refresh';

const NOW = Date.UTC(2026, 10, 26, 13, 0, 0);
const job = (status: 'queued' | 'running' | 'finished' | 'failed', ageMs: number) => ({
  status,
  createdAt: new Date(NOW - ageMs).toISOString(),
});

describe('exportRefreshMs (decision 734)', () => {
  it('asks every 250 ms while an unfinished job is young, then every second, then not at all', () => {
    expect(exportRefreshMs([job('queued', 0)], NOW)).toBe(YOUNG_EXPORT_REFRESH_MS);
    expect(exportRefreshMs([job('running', YOUNG_EXPORT_MS - 1)], NOW)).toBe(YOUNG_EXPORT_REFRESH_MS);
    expect(exportRefreshMs([job('running', YOUNG_EXPORT_MS)], NOW)).toBe(EXPORT_REFRESH_MS);
    expect(exportRefreshMs([job('running', 60_000), job('queued', 500)], NOW)).toBe(YOUNG_EXPORT_REFRESH_MS);
    expect(exportRefreshMs([job('finished', 0), job('failed', 0)], NOW)).toBe(false);
    expect(exportRefreshMs([], NOW)).toBe(false);
  });

  it('refreshes as before when the console clock is far from the server’s, either way', () => {
    expect(exportRefreshMs([job('queued', -60_000)], NOW)).toBe(EXPORT_REFRESH_MS);
    expect(exportRefreshMs([job('queued', -1000)], NOW)).toBe(YOUNG_EXPORT_REFRESH_MS);
    expect(exportRefreshMs([{ status: 'queued', createdAt: 'geen datum' }], NOW)).toBe(EXPORT_REFRESH_MS);
  });
});
