import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJobs } from '../db/schema/exports';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { claimExport } from './export-queue';

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
async function queued(administratorIds: number[], n: number) {
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
