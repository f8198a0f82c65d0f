import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExporter } from '../areas/accounts/account-export';
import type { Database } from '../db/connect';
import { exportFileChunks, exportJobs } from '../db/schema/exports';
import { createLogger } from '../logger';
import { freshTestDatabase } from '../test-support/database';
import { exportChunkCount, exportFileLineCount, exportJob, until } from '../test-support/export-run';
import { peakLiveHeapGrowth } from '../test-support/live-heap';
import { EXPORT_CHUNK_BYTES } from './export-file-store';
import { EXHAUSTED_MESSAGE, enqueueExport, FAILED_MESSAGE } from './export-queue';
import { announceExport } from './export-signal';
import { createExportWorker, runPendingExports } from './export-worker';

let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await freshTestDatabase();
  await database.db.execute(sql`insert into accounts (email, first_name, family_name, nl_edu_person_home_organization_id, updated_at)
    select 'gebruiker' || g || '@example.nl', case when g % 1000 = 0 then '=1+1' else 'Voornaam' || g end, 'Achternaam', '00AA',
      now() - g * interval '1 second'
    from generate_series(1, 100000) g`);
  // One school of 100 users: the small export another administrator starts.
  await database.db.execute(
    sql`update accounts set nl_edu_person_home_organization_id = '00BB' where id <= 100`,
  );
  // PGlite has no autovacuum: without statistics the planner sorts the whole table for every page.
  await database.db.execute(sql`analyze accounts`);
}, 240_000);
afterAll(async () => {
  await database?.drop();
});

const db = () => database.db;
const COLUMNS = [
  { label: 'Id', field: 'id' },
  { label: 'E-mail', field: 'email' },
  { label: 'Voornaam', field: 'attributes.first_name' },
];
/** Queued as the list's export request does, with the list's total (decision 727). */
const queue = async (
  filter: Record<string, unknown> = { brin: '00AA' },
  administratorId = 1,
  total?: number | null,
) => {
  const params = { filter, sort: { field: 'updatedAt', direction: 'DESC' as const } };
  return enqueueExport(db(), {
    administratorId,
    collection: 'accounts',
    exportRoute: 'accounts',
    params,
    csvHeaders: COLUMNS,
    rowsTotal: total !== undefined ? total : await accountExporter.count!(db(), params),
  });
};
const job = (id: number) => exportJob(db(), id);
const expired = {
  status: 'running',
  lockedBy: 'dode-worker',
  lockedUntil: new Date(Date.now() - 60_000),
} as const;

const chunksOf = (jobId: number) => exportChunkCount(db(), jobId);

const waitFor = (condition: () => Promise<boolean>, ms = 20_000) => until(condition, ms, 20);

describe('export worker', () => {
  it('resumes a job whose worker died (running, lock expired)', async () => {
    const id = await queue({ digiDeliveryId: 'bestaat-niet' });
    await db()
      .update(exportJobs)
      .set({ ...expired, attempts: 1 })
      .where(eq(exportJobs.id, id));
    expect(await runPendingExports(db())).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'finished', attempts: 2, rowCount: 0, lockedBy: null });
  });

  it('leaves a running job with a live lock alone', async () => {
    const id = await queue({ digiDeliveryId: 'bestaat-niet' });
    await db()
      .update(exportJobs)
      .set({ ...expired, lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(exportJobs.id, id));
    expect(await runPendingExports(db())).toBe(0);
    expect((await job(id)).status).toBe('running');
    await db().delete(exportJobs).where(eq(exportJobs.id, id));
  });

  it('fails a job that was interrupted three times, and says so in Dutch', async () => {
    const id = await queue();
    await db()
      .update(exportJobs)
      .set({ ...expired, attempts: 3 })
      .where(eq(exportJobs.id, id));
    // What the last interrupted attempt had written of its file.
    await db()
      .insert(exportFileChunks)
      .values({ jobId: id, seq: 0, data: Buffer.from('deel') });
    expect(await runPendingExports(db())).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'failed', error: EXHAUSTED_MESSAGE });
    expect(await exportChunkCount(db(), id)).toBe(0);
  });

  it('marks a job failed when its exporter throws, and leaves no partial file', async () => {
    const id = await queue();
    const broken = {
      accounts: {
        collection: 'accounts',
        fields: ['id'],
        // biome-ignore lint/correctness/useYield: it fails before its first page on purpose
        async *pages() {
          throw new Error('database weg');
        },
      },
    };
    await runPendingExports(db(), { exporters: broken });
    expect(await job(id)).toMatchObject({ status: 'failed', error: FAILED_MESSAGE });
    expect(await chunksOf(id)).toBe(0);
  });

  it('is woken at once when an export is queued', async () => {
    const worker = createExportWorker({ db: db(), logger: createLogger('silent'), pollMs: 60_000 });
    worker.start();
    try {
      const id = await queue({ digiDeliveryId: 'bestaat-niet' });
      announceExport();
      const deadline = Date.now() + 5000;
      while ((await job(id)).status !== 'finished' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect((await job(id)).status).toBe('finished');
    } finally {
      await worker.stop();
    }
  });

  it("runs another administrator's small export while a large one runs, one administrator never takes every worker, and shows progress", async () => {
    const worker = createExportWorker({ db: db(), logger: createLogger('silent'), pollMs: 50, workers: 2 });
    const large = await queue({}, 1);
    worker.start();
    try {
      await waitFor(async () => (await job(large)).rowsDone > 0);
      // Of unknown size, so large: a small one would pass the limit (decision 727).
      const sameAdministrator = await queue({ brin: '00BB' }, 1, null);
      const small = await queue({ brin: '00BB' }, 2);
      announceExport();
      await waitFor(async () => (await job(small)).status === 'finished');
      const running = await job(large);
      expect(running.status).toBe('running');
      expect(running.rowsTotal).toBe(100_000);
      expect(running.rowsDone).toBeGreaterThan(0);
      expect(running.rowsDone).toBeLessThan(100_000);
      expect(await job(small)).toMatchObject({ rowCount: 100, rowsDone: 100 });
      // Two workers: administrator 1 may hold one of them, so their second export waits its turn.
      expect((await job(sameAdministrator)).status).toBe('queued');
      await waitFor(async () => (await job(sameAdministrator)).status === 'finished', 60_000);
      expect((await job(large)).status).toBe('finished');
    } finally {
      await worker.stop();
    }
    await db().delete(exportJobs);
  }, 90_000);

  it("runs an administrator's small export while two of their large ones run (decision 727)", async () => {
    // Three workers: administrator 1 may run two large exports, and their small one is not held back.
    const worker = createExportWorker({ db: db(), logger: createLogger('silent'), pollMs: 50, workers: 3 });
    const large = [await queue({}, 1), await queue({}, 1)];
    worker.start();
    try {
      await waitFor(async () => (await Promise.all(large.map(job))).every((one) => one.rowsDone > 0));
      const small = await queue({ brin: '00BB' }, 1);
      announceExport();
      await waitFor(
        async () =>
          (await job(small)).status === 'finished' ||
          (await job(large[0]!)).status === 'finished' ||
          (await job(large[1]!)).status === 'finished',
        60_000,
      );
      expect(await job(small)).toMatchObject({ status: 'finished', rowCount: 100, rowsTotal: 100 });
      for (const id of large) expect((await job(id)).status).toBe('running');
    } finally {
      await worker.stop();
    }
    await db().delete(exportJobs);
  }, 90_000);

  it('runs two small exports asked for at once while the one general slot runs a large one (decision 734)', async () => {
    // One general slot, busy with a large export: the fast lane's two slots take both small ones.
    const worker = createExportWorker({ db: db(), logger: createLogger('silent'), pollMs: 50, workers: 1 });
    const large = await queue({}, 1);
    worker.start();
    try {
      await waitFor(async () => (await job(large)).rowsDone > 0);
      const small = [await queue({ brin: '00BB' }, 1), await queue({ brin: '00BB' }, 2)];
      announceExport();
      await waitFor(
        async () =>
          (await Promise.all(small.map(job))).every((one) => one.status === 'finished') ||
          (await job(large)).status === 'finished',
        60_000,
      );
      for (const id of small)
        expect(await job(id)).toMatchObject({ status: 'finished', rowCount: 100, rowsTotal: 100 });
      expect((await job(large)).status).toBe('running');
    } finally {
      await worker.stop();
    }
    await db().delete(exportJobs);
  }, 90_000);

  it('streams 100,000 rows with memory growth well under 64 MB', async () => {
    const id = await queue({});
    // The live JS heap at its highest while the job runs (read after a forced collection, so
    // uncollected garbage does not count). On PostgreSQL the process's RSS is the worker's as well
    // (DESIGN §7); PGlite runs the database inside this process and its WASM memory grows with the
    // rows it reads, so there only the heap is the worker's share.
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const { growthBytes } = await peakLiveHeapGrowth(() => runPendingExports(db()));
    const seconds = (performance.now() - started) / 1000;
    const growth = growthBytes / 1024 / 1024;
    const rssGrowth = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    const done = await job(id);
    expect(done).toMatchObject({ status: 'finished', rowCount: 100_000 });
    expect(await exportFileLineCount(db(), id)).toBe(100_001);
    // Stored in chunks of about EXPORT_CHUNK_BYTES, so neither writer nor reader holds the file.
    expect(await chunksOf(id)).toBeGreaterThanOrEqual(Math.floor(done.fileBytes! / EXPORT_CHUNK_BYTES));
    expect(await chunksOf(id)).toBeGreaterThan(1);
    console.log(
      `export of 100,000 rows (${database.driver}): ${Math.round(100_000 / seconds)} rows/s, ${seconds.toFixed(1)} s, live heap peak growth ${growth.toFixed(1)} MB, RSS growth ${rssGrowth.toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(16);
    if (database.driver !== 'pglite') expect(rssGrowth).toBeLessThan(64);
  }, 120_000);
});
