import { describe, expect, it } from 'vitest';
import type { BulkCommand } from '../../commands/bulk';
import { ApiError } from '../api/api-error';
import { BULK_CONCURRENCY, runBulk } from './bulk-run';

type Row = { id: number };

function command(run: (row: Row) => Promise<void>): BulkCommand<Row> {
  return {
    id: 'test',
    title: 'Test',
    keywords: { nl: [], en: [] },
    rows: 'tlink',
    access: {},
    confirm: () => '',
    runRow: (_context, row) => run(row),
    changes: [],
    rowLabel: (row) => `Rij ${row.id}`,
  };
}

const context = { admin: { id: 1, rechten: ['is_superuser'], uitgeverId: null }, call: async () => null };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

describe('runBulk', () => {
  it('reports every row in order, with the server message of each failure', async () => {
    const results = await runBulk(
      command(async (row) => {
        if (row.id === 2) throw new ApiError(400, 'Einddatum mag niet na einddatum product liggen');
        if (row.id === 3)
          throw new ApiError(
            409,
            'Conflict',
            [],
            [{ toString: 'Bestelling 12', entityType: 'Order', id: 12 }],
          );
      }),
      rows(3),
      context,
      {},
    );
    expect(results).toEqual([
      { label: 'Rij 1', ok: true },
      { label: 'Rij 2', ok: false, message: 'Einddatum mag niet na einddatum product liggen' },
      { label: 'Rij 3', ok: false, message: expect.stringContaining('Bestelling 12 (Order 12)') },
    ]);
  });

  it('keeps at most a few calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await runBulk(
      command(async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
      }),
      rows(20),
      context,
      {},
    );
    expect(most).toBe(BULK_CONCURRENCY);
  });

  it('starts no new row once cancelled, and reports the rows already sent', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await runBulk(
      command(async (row) => {
        started.push(row.id);
        if (row.id === 2) controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }),
      rows(30),
      context,
      {},
      { signal: controller.signal },
    );
    expect(started.length).toBeLessThanOrEqual(BULK_CONCURRENCY);
    expect(results).toHaveLength(started.length);
    expect(results.every((result) => result.ok)).toBe(true);
  });
});
