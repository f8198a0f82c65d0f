import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect';
import { exportJobs } from '../db/schema/exports';
import { claimExport, enqueueExport, FAILED_MESSAGE } from '../jobs/export-queue';
import { createExportWorker, runPendingExports } from '../jobs/export-worker';
import { createLogger } from '../logger';
import { freshTestDatabase } from '../test-support/database';
import { countFileLines } from '../test-support/export-run';
import { type ConnectionDrop, installConnectionDrop } from './test-support/connection-drop';

/** An export meets a restart of its server and a dropped database connection (decision 112). */
const ROWS = 20_000;
let database: Database & { drop(): Promise<void> };
let dir: string;
let drop: ConnectionDrop;

beforeAll(async () => {
  database = await freshTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'leskluis-export-faults-'));
  await database.db.execute(sql`insert into accounts (email, first_name, family_name, updated_at)
    select 'storing' || g || '@example.nl', 'Voornaam' || g, 'Achternaam', now() - g * interval '1 second'
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`analyze accounts`);
  drop = installConnectionDrop(database);
}, 120_000);
afterAll(async () => {
  await drop?.uninstall();
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
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
  });
const job = async (id: number) => (await db().select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;
const partFiles = async () => (await readdir(dir)).filter((name) => name.endsWith('.part'));
const until = async (condition: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('export faults', () => {
  it('a server stopped mid-export hands the job back; the next server runs it to a complete file', async () => {
    const id = await queue();
    const logger = createLogger('silent');
    const first = createExportWorker({ db: db(), dir, logger, pollMs: 60_000, run: { pageSize: 100 } });
    first.start();
    await until(async () => (await partFiles()).length > 0);
    await first.stop();
    expect(await job(id)).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
    expect(await partFiles()).toEqual([]);

    const restarted = createExportWorker({ db: db(), dir, logger, pollMs: 60_000 });
    restarted.start();
    try {
      await until(async () => (await job(id)).status === 'finished', 60_000);
    } finally {
      await restarted.stop();
    }
    const done = await job(id);
    expect(done.rowCount).toBe(ROWS);
    expect(await countFileLines(path.join(dir, done.filePath!))).toBe(ROWS + 1);
  }, 120_000);

  it('a server that died mid-export (no goodbye) leaves a lock that expires; the job then resumes', async () => {
    const id = await queue();
    const claimed = await claimExport(db(), 'gestorven-server', 1);
    expect(claimed?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runPendingExports(db(), dir)).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'finished', attempts: 2, rowCount: ROWS });
  }, 120_000);

  it('a dropped connection mid-export fails the job with a Dutch message and leaves no file', async () => {
    const id = await queue();
    const filesBefore = (await readdir(dir)).filter((name) => name.startsWith(`${id}.`));
    // 1: failExhaustedExports, 2: claim, 3: the first page of rows.
    drop.armAnyQuery(3);
    await runPendingExports(db(), dir, { pageSize: 500 });
    drop.disarm();
    expect(drop.dropped).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'failed', error: FAILED_MESSAGE, filePath: null });
    expect((await readdir(dir)).filter((name) => name.startsWith(`${id}.`))).toEqual(filesBefore);
    expect(await partFiles()).toEqual([]);
  }, 120_000);
});
