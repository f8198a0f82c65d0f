import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, migrateDatabase } from './connect';
import { rowsOf as rows } from './rows';
import { asBackground } from './turns';

/** The embedded database as `npm start` runs it: PGlite on its own thread, reached through `pg` (decision 330). */
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leskluis-worker-test-'));
  database = await connectDatabase({ dataDir, worker: true });
  await migrateDatabase(database);
  await database.db.execute(sql`create table worker_probe (id int primary key)`);
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const probeCount = async (db: Database['db']) =>
  (await rows<{ n: number }>(db, sql`select count(*)::int as n from worker_probe`))[0]!.n;

/** The longest gap between ticks of a 5 ms timer while `work` runs, and how long it ran. */
async function loopGapDuring(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await work();
  const ran = performance.now() - started;
  clearInterval(timer);
  return { longest: Math.max(longest, performance.now() - last), ran };
}

describe('PGlite on a worker thread', () => {
  it('is the server driver: pg over its socket, schema migrated, pg_trgm loaded', async () => {
    expect(database.driver).toBe('pglite-worker');
    const [row] = await rows<{ similarity: number }>(
      database.db,
      sql`select similarity('Jansen', 'Janssen') as similarity`,
    );
    expect(row!.similarity).toBeGreaterThan(0.5);
  });

  it('keeps the event loop turning while a long statement runs', async () => {
    const { longest, ran } = await loopGapDuring(() =>
      database.db.execute(sql`select count(*) from generate_series(1, 4000000)`),
    );
    // In this thread the statement would hold the loop for all of `ran`; on its own thread the
    // timer keeps ticking (the bound is loose: two cores shared by many test processes). The
    // series is long enough to last well over 400 ms on a quiet machine too.
    expect(ran).toBeGreaterThan(400);
    expect(
      longest,
      `longest gap ${longest.toFixed(0)} ms while a ${ran.toFixed(0)} ms statement ran`,
    ).toBeLessThan(Math.min(250, ran / 2));
  });

  it('never shows another caller a transaction before it commits, nor after it rolls back', async () => {
    let inside!: () => void;
    const insertedInside = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_probe values (1)`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    await insertedInside;
    // Queued behind the transaction on the one connection: it runs after the rollback.
    expect(await probeCount(database.db)).toBe(0);
    expect(await rolledBack).toBe('rolled back on purpose');
  });

  it('runs a queued lookup before queued report statements, after the one running (decision 333)', async () => {
    const finished: string[] = [];
    const statement = (name: string, query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(() => finished.push(name));
    const slow = sql`select count(*) from generate_series(1, 1500000)`;
    const running = asBackground(() => statement('report 1', slow));
    const queued = asBackground(() => [statement('report 2', slow), statement('export page', slow)]);
    const lookup = statement('lookup', sql`select 1`);
    await Promise.all([running, ...queued, lookup]);
    expect(finished).toEqual(['report 1', 'lookup', 'report 2', 'export page']);
  });

  it('keeps what it wrote in its data directory across a restart', async () => {
    await database.db.execute(sql`insert into worker_probe values (2)`);
    await database.close();
    database = await connectDatabase({ dataDir, worker: true });
    expect(await probeCount(database.db)).toBe(1);
  }, 120_000);
});
