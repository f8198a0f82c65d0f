import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileChunks, exportJobs } from '../db/schema/exports';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { exportJob, until } from '../test-support/export-run';
import { ExportFileWriter } from './export-file-store';
import { claimExport, enqueueExport, LostLease } from './export-queue';
import { runPendingExports } from './export-worker';

/*
 * A worker whose lease expired and whose job another worker took over writes nothing more to it:
 * no chunk, no emptied file, no progress, no finish; it stops quietly (decision 476).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await freshTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const db = () => database.db;
const queue = (administratorId: number) =>
  enqueueExport(db(), {
    administratorId,
    collection: 'accounts',
    exportRoute: 'accounts',
    params: { filter: {}, sort: { field: 'id', direction: 'ASC' } },
    csvHeaders: [{ label: 'Id', field: 'id' }],
    rowsTotal: null,
  });
const chunks = async (jobId: number) =>
  (
    await db()
      .select({ data: exportFileChunks.data })
      .from(exportFileChunks)
      .where(eq(exportFileChunks.jobId, jobId))
      .orderBy(asc(exportFileChunks.seq))
  ).map((chunk) => Buffer.from(chunk.data).toString());
/** The lease runs out and another worker takes the job (as an instance does after a stall). */
async function takeOver(jobId: number, newOwner: string) {
  await db()
    .update(exportJobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(exportJobs.id, jobId));
  expect((await claimExport(db(), newOwner, 60_000))?.id).toBe(jobId);
}

describe('a worker that lost its lease', () => {
  it('stores no chunk and empties no file of the job it lost', async () => {
    const id = await queue(1);
    await claimExport(db(), 'oude-worker', 60_000);
    await takeOver(id, 'nieuwe-worker');
    await db()
      .insert(exportFileChunks)
      .values({ jobId: id, seq: 0, data: Buffer.from('van de nieuwe') });

    const stale = new ExportFileWriter(db(), id, 'oude-worker', 4);
    await expect(stale.open()).rejects.toBeInstanceOf(LostLease);
    await expect(stale.write('meer dan vier bytes')).rejects.toBeInstanceOf(LostLease);
    expect(await chunks(id)).toEqual(['van de nieuwe']);

    // The owner writes as before.
    const owner = new ExportFileWriter(db(), id, 'nieuwe-worker', 4);
    await owner.open();
    await owner.write('regel');
    expect(await owner.close()).toBe(5);
    expect(await chunks(id)).toEqual(['regel']);
    await db().delete(exportJobs);
  });

  it('stops quietly mid-export: no chunk, progress or finish after the take-over', async () => {
    const id = await queue(2);
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const exporters = {
      accounts: {
        collection: 'accounts',
        fields: ['id'],
        async *pages() {
          yield [{ id: 1 }];
          await paused;
          yield [{ id: 2 }];
        },
      },
    };
    const warnings: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(line, _encoding, done) {
          warnings.push(JSON.parse(String(line)).msg);
          done();
        },
      }),
    );
    const stale = runPendingExports(db(), { workerId: 'oude-worker', exporters, chunkBytes: 1, logger });
    await until(async () => (await exportJob(db(), id)).rowsDone === 1, 10_000, 10);
    const before = await chunks(id);
    expect(before.length).toBeGreaterThan(0);

    await takeOver(id, 'nieuwe-worker');
    resume();
    await stale;

    expect(await chunks(id)).toEqual(before);
    expect(await exportJob(db(), id)).toMatchObject({
      status: 'running',
      lockedBy: 'nieuwe-worker',
      rowsDone: 0,
      error: null,
      fileBytes: null,
    });
    expect(warnings).toEqual(['export lock lost; another worker runs it']);
  });
});
