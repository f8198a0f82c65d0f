import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { connectDatabase, type Database, type Db, migrateDatabase } from '../db/connect';
import { rowsOf } from '../db/rows';
import { loadOrCreateKeys } from '../idp/keys';
import { seedDemo } from '../seed/demo';
import { SUPERUSER } from '../test-support/api-harness';
import { freshPostgresDatabase } from '../test-support/database';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { openTestSession, signAccessToken } from '../test-support/tokens';

/**
 * kill -9 of the server in the middle of a write (issue 23 item 5, decision 331): on the embedded
 * default (PGlite on its worker thread, as `npm start` runs it) and, with TEST_DATABASE_URL, on a
 * PostgreSQL database of its own. Each case kills the server after the write's main statement and
 * before its commit, starts it again, and checks through the API that nothing of the write is
 * there, that the server is healthy, and that the same call then applies in full.
 */
const ON = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded default';
const PUBLIC_URL = 'http://crash.test';
const CSV_HEADERS = 'Id=id|E-mail=email';

type Store = { env: Record<string, string>; withDb<T>(work: (database: Database) => Promise<T>): Promise<T> };
let store: Store;
let dropStore: () => Promise<void>;
let token: string;
let server: ServerProcess | undefined;
let fixture: { publisher: number; school: number; product: number; source: number; destination: number };

/** The server's database, opened by the test while no server runs on it (PGlite is one process's). */
async function openStore(): Promise<Store> {
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    const database = await connectDatabase({ url: fresh.url });
    dropStore = async () => {
      await database.close();
      await fresh.drop();
    };
    return { env: { DATABASE_URL: fresh.url }, withDb: (work) => work(database) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leskluis-crash-'));
  dropStore = async () => rmSync(dataDir, { recursive: true, force: true });
  return {
    env: { DATA_DIR: dataDir },
    async withDb(work) {
      const database = await connectDatabase({ dataDir });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
  };
}

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0]!;

beforeAll(async () => {
  store = await openStore();
  await store.withDb(async (database) => {
    await migrateDatabase(database);
    const { db } = database;
    // 0.005: 250 accounts, 1,000 TLinks: small, with every kind of row a merge moves.
    await seedDemo(db, { scale: 0.005 });
    fixture = await one(
      db,
      sql`select
        (select id from organisations where 'Uitgever' = any(type) order by id limit 1) as publisher,
        (select id from organisations where 'School' = any(type) order by id limit 1) as school,
        (select p.id from products p left join license_models m on m.product_id = p.id
          where not p.is_subject and p.end_of_life_date > now() + interval '60 days'
            and (m.license_activation_type is distinct from 'PERIODE' or m.activatable_until is not null)
          order by p.id limit 1) as product,
        (select a.id from accounts a where exists (select 1 from extern_accounts e where e.account_id = a.id)
          and exists (select 1 from tlink_licenses t where t.account_id = a.id) order by a.id limit 1) as source,
        (select max(id) from accounts) as destination`,
    );
    const keys = await loadOrCreateKeys(db);
    const admin = await one<{ id: number }>(
      db,
      sql`select id from administrators where email = ${SUPERUSER}`,
    );
    const sid = await openTestSession(db, String(admin.id));
    token = await signAccessToken(keys, loadConfig({ PUBLIC_URL }), String(admin.id), { sid });
  });
}, 180_000);

afterAll(async () => {
  await server?.kill9();
  await dropStore?.();
});

let armedFor: string | undefined;
const start = (crashAfter?: string) => {
  armedFor = crashAfter;
  return startServerProcess({ ...store.env, PUBLIC_URL }, { crashAfter });
};

/** Where each case kills the server: its write's main statement, before the commit. */
const CRASH = {
  productImport: 'insert into "products"',
  merge: 'delete from "accounts"',
  bulkCreate: 'insert into "tlink_licenses"',
  // The users export's page statement (account-export.ts), run by the export worker.
  export: 'with page as materialized',
};

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server!.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

/** A list's exact total, from Content-Range. */
async function total(path: string): Promise<number> {
  const res = await call(path, { headers: { range: 'items=0-0' } });
  expect(res.status, path).toBe(200);
  return Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
}

/**
 * Runs `write` on the server, which hangs after the statement containing `crashAfter` (it was
 * started so), kills it -9 there, runs `whileDown`, and starts a fresh server, armed for the next
 * case's statement, which must be healthy. Two processes per case, not three.
 */
async function killDuring(
  crashAfter: string,
  write: () => Promise<Response>,
  next: { crashAfter?: string; whileDown?: () => Promise<unknown> } = {},
) {
  expect(armedFor).toBe(crashAfter);
  const answered = write().then(
    () => 'answered',
    () => 'connection lost',
  );
  await server!.crashPoint;
  await server!.kill9();
  expect(await answered).toBe('connection lost');
  await next.whileDown?.();
  server = await start(next.crashAfter);
  expect((await call('/api/health')).status).toBe(200);
}

const productImport = () =>
  call(`/api/products/actions/import?publisher=${fixture.publisher}`, {
    method: 'POST',
    body: JSON.stringify({
      producten: [
        'ean;title;productType;intendedEndUserRole;introductionDate;endOfLifeDate;productThumbnailLocation;consumerPrice;prices;sectors;chains',
        '9780000009005;Boek na een crash;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/a.png;1500;1500:9;VO;-',
        '9780000009012;Tweede boek na een crash;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/b.png;1500;1500:9;VO;-',
      ].join('\r\n'),
    }),
  });

const merge = () =>
  call('/api/accounts/actions/merge', {
    method: 'POST',
    body: JSON.stringify({ sourceAccountId: fixture.source, destinationAccountId: fixture.destination }),
  });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bulkCreate = () =>
  call('/api/tlinklicenses?amount=5000', {
    method: 'POST',
    body: JSON.stringify({
      product: fixture.product,
      organisation: fixture.school,
      account: null,
      distributor: null,
      startDate: inDays(0),
      endDate: inDays(30),
      licenseState: 'AVAILABLE',
      amount: 5000,
      autoRenew: false,
    }),
  });

describe(`kill -9 of the server during a write, on ${ON}`, () => {
  it('a product import: no product and no audit entry of it after the restart; the retry imports both', async () => {
    server = await start(CRASH.productImport);
    const before = { products: await total('/api/products'), audit: await total('/api/es/auditlog') };
    await killDuring(CRASH.productImport, productImport, { crashAfter: CRASH.merge });
    expect({ products: await total('/api/products'), audit: await total('/api/es/auditlog') }).toEqual(
      before,
    );
    expect((await productImport()).status).toBe(200);
    expect({ products: await total('/api/products'), audit: await total('/api/es/auditlog') }).toEqual({
      products: before.products + 2,
      audit: before.audit + 1,
    });
  }, 180_000);

  it('an account merge: both accounts and their licences as before; the retry merges', async () => {
    const state = async () => ({
      source: (await call(`/api/accounts/${fixture.source}`)).status,
      accounts: await total('/api/accounts'),
      sourceLicences: await total(`/api/tlinklicenses?account=${fixture.source}`),
      destinationLicences: await total(`/api/tlinklicenses?account=${fixture.destination}`),
      audit: await total('/api/es/auditlog'),
    });
    const before = await state();
    expect(before.sourceLicences).toBeGreaterThan(0);
    await killDuring(CRASH.merge, merge, { crashAfter: CRASH.bulkCreate });
    expect(await state()).toEqual(before);
    expect((await merge()).status).toBe(200);
    expect(await state()).toEqual({
      source: 404,
      accounts: before.accounts - 1,
      sourceLicences: 0,
      destinationLicences: before.destinationLicences + before.sourceLicences,
      audit: before.audit + 1,
    });
  }, 180_000);

  it('a bulk create of 5,000 TLinks: not one of them after the restart; the retry creates all 5,000', async () => {
    const state = async () => ({
      tlinks: await total('/api/tlinklicenses'),
      audit: await total('/api/es/auditlog'),
    });
    const before = await state();
    await killDuring(CRASH.bulkCreate, bulkCreate, { crashAfter: CRASH.export });
    expect(await state()).toEqual(before);
    const retry = await bulkCreate();
    expect(retry.status).toBe(201);
    expect(await state()).toEqual({ tlinks: before.tlinks + 5000, audit: before.audit + 1 });
  }, 180_000);

  it('a large export: after the restart the job resumes once its lock expires and delivers every row', async () => {
    const accounts = await total('/api/accounts');
    let id = 0;
    const startExport = async () => {
      const res = await call(`/api/accounts?csvHeaders=${encodeURIComponent(CSV_HEADERS)}`, {
        headers: { accept: 'text/csv', range: 'items=0-' },
      });
      id = ((await res.json()) as { id: number }).id;
      // The export runs in the background: this call's wait ends with the kill.
      return new Promise<Response>((_resolve, reject) => void server!.crashPoint.then(() => reject()));
    };
    // The dead worker's lock holds the job for a minute (lockMs); the test lets that minute pass.
    const expireLock = () =>
      store.withDb(({ db }) =>
        db.execute(sql`update export_jobs set locked_until = now() - interval '1 second' where id = ${id}`),
      );
    await killDuring(CRASH.export, startExport, { whileDown: expireLock });
    type Job = { id: number; status: string; rowCount: number | null; error: string | null };
    const job = async () =>
      ((await (await call('/api/exportjobs')).json()) as Job[]).find((j) => j.id === id)!;
    const deadline = Date.now() + 60_000;
    while ((await job()).status !== 'finished' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await job()).toMatchObject({ status: 'finished', rowCount: accounts, error: null });
    const csv = await (await call(`/api/exportjobs/${id}/download`)).text();
    expect(csv.split('\r\n').slice(1, -1)).toHaveLength(accounts);
  }, 180_000);
});
