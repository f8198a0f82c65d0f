import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { claimExport, enqueueExport, FAILED_MESSAGE } from '../jobs/export-queue';
import { createExportWorker, runPendingExports } from '../jobs/export-worker';
import { createLogger } from '../logger';
import { freshTestDatabase } from '../test-support/database';
import { exportChunkCount, exportFileLineCount, exportJob, until } from '../test-support/export-run';
import { type ConnectionDrop, installConnectionDrop } from './test-support/connection-drop';

/** An export meets a restart of its server and a dropped database connection (decision 112). */
const ROWS = 20_000;
let database: Database & { drop(): Promise<void> };
let drop: ConnectionDrop;

beforeAll(async () => {
  database = await freshTestDatabase();
  await database.db.execute(sql`insert into accounts (email, first_name, family_name, updated_at)
    select 'storing' || g || '@example.nl', 'Voornaam' || g, 'Achternaam', now() - g * interval '1 second'
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`analyze accounts`);
  drop = installConnectionDrop(database);
}, 120_000);
afterAll(async () => {
  await drop?.uninstall();
  await database?.drop();
});

const db = () => database.db;
const queue = () =>
  enqueueExport(db(), {
    administratorId: 1,
    collection: 'accounts',
    exportRoute: 'accounts',
    params: { filter: {}, sort: { field: 'updatedAt', direction: 'DESC' } },
    csvHeaders: [
      { label: 'Id', field: 'id' },
      { label: 'E-mail', field: 'email' },
    ],
    rowsTotal: null,
  });
const job = (id: number) => exportJob(db(), id);
const chunksOf = (id: number) => exportChunkCount(db(), id);
const waitFor = (condition: () => Promise<boolean>, ms = 30_000) => until(condition, ms, 5);

describe('export faults', () => {
  it('a server stopped mid-export hands the job back; the next server runs it to a complete file', async () => {
    const id = await queue();
    const logger = createLogger('silent');
    const first = createExportWorker({
      db: db(),
      logger,
      pollMs: 60_000,
      run: { pageSize: 100, chunkBytes: 1024 },
    });
    first.start();
    await waitFor(async () => (await chunksOf(id)) > 0);
    await first.stop();
    expect(await job(id)).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });

    const restarted = createExportWorker({ db: db(), logger, pollMs: 60_000 });
    restarted.start();
    try {
      await waitFor(async () => (await job(id)).status === 'finished', 60_000);
    } finally {
      await restarted.stop();
    }
    const done = await job(id);
    expect(done.rowCount).toBe(ROWS);
    // The stopped run's part was dropped when the job started again: each line once.
    expect(await exportFileLineCount(db(), id)).toBe(ROWS + 1);
  }, 120_000);

  it('a server that died mid-export (no goodbye) leaves a lock that expires; the job then resumes', async () => {
    const id = await queue();
    const claimed = await claimExport(db(), 'gestorven-server', 1);
    expect(claimed?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runPendingExports(db())).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'finished', attempts: 2, rowCount: ROWS });
  }, 120_000);

  it('a dropped connection mid-export fails the job with a Dutch message and leaves no file', async () => {
    const id = await queue();
    // After the claim, the count and a few pages (each: rows, their chunk, progress) are stored.
    drop.armAnyQuery(15);
    await runPendingExports(db(), { pageSize: 500, chunkBytes: 1024 });
    drop.disarm();
    expect(drop.dropped).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'failed', error: FAILED_MESSAGE, fileBytes: null });
    expect((await job(id)).rowsDone).toBeGreaterThan(0);
    expect(await chunksOf(id)).toBe(0);
  }, 120_000);
});
