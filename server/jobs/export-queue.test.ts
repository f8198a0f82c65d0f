import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJobs } from '../db/schema/exports';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { claimExport, SMALL_EXPORT_ROWS } from './export-queue';

/*
 * The fair claim's limit (decision 342) holds when workers claim at the same moment (decision 475):
 * on PostgreSQL each claim runs on its own connection, as slots of several instances do.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  await database.db.delete(exportJobs);
});

const db = () => database.db;
const PER_ADMINISTRATOR = 2;
const WORKERS = 8;

/** `n` queued jobs of each administrator, written directly (the 429 limit of enqueueExport is not the point). */
async function queued(administratorIds: number[], n: number, rowsTotal: number | null = null) {
  await db()
    .insert(exportJobs)
    .values(
      administratorIds.flatMap((administratorId) =>
        Array.from({ length: n }, () => ({
          administratorId,
          collection: 'accounts',
          exportRoute: 'accounts',
          params: { filter: {}, sort: { field: 'id', direction: 'ASC' as const } },
          csvHeaders: [{ label: 'Id', field: 'id' }],
          rowsTotal,
        })),
      ),
    );
}

/** Every worker claims at once; answers how many jobs each administrator got. */
async function claimAtOnce(): Promise<Map<number, number>> {
  const claimed = await Promise.all(
    Array.from({ length: WORKERS }, (_, n) => claimExport(db(), `worker-${n}`, 60_000, PER_ADMINISTRATOR)),
  );
  const perAdministrator = new Map<number, number>();
  for (const job of claimed)
    if (job) perAdministrator.set(job.administratorId, (perAdministrator.get(job.administratorId) ?? 0) + 1);
  return perAdministrator;
}

describe('claiming exports at the same moment', () => {
  it('never gives one administrator more running exports than the limit', async () => {
    // Several rounds: a race that passes once by luck should not pass five times.
    for (let round = 0; round < 5; round += 1) {
      await db().delete(exportJobs);
      await queued([1], WORKERS);
      expect(await claimAtOnce()).toEqual(new Map([[1, PER_ADMINISTRATOR]]));
    }
  });

  it("gives the workers one administrator may not have to another administrator's jobs", async () => {
    await queued([1, 2], WORKERS);
    expect(await claimAtOnce()).toEqual(
      new Map([
        [1, PER_ADMINISTRATOR],
        [2, PER_ADMINISTRATOR],
      ]),
    );
  });
});

describe('the fast lane for small exports (decision 727)', () => {
  it("claims an administrator's small export while they run as many large ones as they may, ahead of older large jobs", async () => {
    await queued([1], PER_ADMINISTRATOR, 1_000_000);
    expect(await claimAtOnce()).toEqual(new Map([[1, PER_ADMINISTRATOR]]));
    await queued([2], 1, 1_000_000);
    await queued([1], 1, 1_000_000);
    await queued([1], 1, 100);
    const small = await claimExport(db(), 'worker-small', 60_000, PER_ADMINISTRATOR);
    // Small first, and its total kept for /myexports and for a claim after a crash.
    expect(small).toMatchObject({ administratorId: 1, rowsTotal: 100, status: 'running' });
    const next = await claimExport(db(), 'worker-next', 60_000, PER_ADMINISTRATOR);
    expect(next).toMatchObject({ administratorId: 2, rowsTotal: 1_000_000 });
    // Administrator 1's third large export still waits for one of their two.
    expect(await claimExport(db(), 'worker-last', 60_000, PER_ADMINISTRATOR)).toBeNull();
  });

  it('counts a job of unknown size, or above the lane, as large', async () => {
    await queued([1], PER_ADMINISTRATOR, 1_000_000);
    await claimAtOnce();
    await queued([1], 1, null);
    await queued([1], 1, SMALL_EXPORT_ROWS + 1);
    expect(await claimExport(db(), 'worker-x', 60_000, PER_ADMINISTRATOR)).toBeNull();
    await queued([1], 1, SMALL_EXPORT_ROWS);
    expect(await claimExport(db(), 'worker-y', 60_000, PER_ADMINISTRATOR)).toMatchObject({
      rowsTotal: SMALL_EXPORT_ROWS,
    });
  });

  it('takes a small job back whose worker died, as the lane it was in', async () => {
    await queued([1], PER_ADMINISTRATOR, 1_000_000);
    await claimAtOnce();
    await queued([1], 1, 100);
    const small = await claimExport(db(), 'dode-worker', 1, PER_ADMINISTRATOR);
    expect(small).toMatchObject({ rowsTotal: 100 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimExport(db(), 'worker-z', 60_000, PER_ADMINISTRATOR)).toMatchObject({
      id: small!.id,
      attempts: 2,
      lockedBy: 'worker-z',
    });
  });
});

describe("the fast lane's own slots (decision 734)", () => {
  it('take small jobs only, past older large ones, and nothing when only large ones wait', async () => {
    await queued([2], 1, 1_000_000);
    await queued([3], 1, null);
    expect(await claimExport(db(), 'lane-1', 60_000, PER_ADMINISTRATOR, true)).toBeNull();
    await queued([1], 2, 100);
    const first = await claimExport(db(), 'lane-1', 60_000, PER_ADMINISTRATOR, true);
    const second = await claimExport(db(), 'lane-2', 60_000, PER_ADMINISTRATOR, true);
    expect([first, second]).toMatchObject([
      { administratorId: 1, rowsTotal: 100 },
      { administratorId: 1, rowsTotal: 100 },
    ]);
    expect(await claimExport(db(), 'lane-1', 60_000, PER_ADMINISTRATOR, true)).toBeNull();
    // The large ones are still there for a general slot.
    expect(await claimExport(db(), 'general', 60_000, PER_ADMINISTRATOR)).toMatchObject({
      administratorId: 2,
    });
  });
});
